/**
 * The formula calculator (issue 17 item 5; §5 "Calculator keys: digits, decimal point, percent, brackets, operators
 * and special element tokens"): a keypad and a line one can also type into (Enter computes), exchange tokens that
 * read the latest settlements, element tokens (Cu% …) whose content the user types, a live answer and a history.
 * The arithmetic is the domain's (ai-tools/formula.ts, the same the server runs): mathjs's parser, exact decimals,
 * never eval. Used on /ai-tools and, in a dialog, from the quote form and the price-fixing dialog (`onUse`).
 */
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, InputNumber, Tooltip, type InputRef } from 'antd';
import {
  ELEMENT_TOKENS,
  evaluateFormula,
  FormulaError,
  formulaProblemReason,
  formulaTokens,
  PRICE_TOKEN_NAMES,
  PRICE_TOKENS,
  type TElementToken,
  type TFormulaScope,
} from '@scrapbridge/domain/ai-tools/formula';
import { useToolSettlements } from './use-tool-settlements.ts';
import './formula-calculator.css';

type THistoryEntry = { formula: string; value: string };

/** Keypad rows: what a key shows, what it types (null: an action). */
const KEYS: [label: string, insert: string | null][][] = [
  [['C', null], ['(', '('], [')', ')'], ['⌫', null]],
  [['7', '7'], ['8', '8'], ['9', '9'], ['÷', ' ÷ ']],
  [['4', '4'], ['5', '5'], ['6', '6'], ['×', ' × ']],
  [['1', '1'], ['2', '2'], ['3', '3'], ['−', ' − ']],
  [['0', '0'], ['.', '.'], ['%', '%'], ['+', ' + ']],
];

function keyId(label: string): string {
  return { '÷': 'div', '×': 'mul', '−': 'sub', '+': 'add', '%': 'pct', '.': 'dot', '(': 'open', ')': 'close', '⌫': 'back', C: 'clear' }[label] ?? label;
}

export function FormulaCalculator({ onUse, initial = '' }: { onUse?: (value: string) => void; initial?: string }) {
  const { t, i18n } = useTranslation();
  const { rows } = useToolSettlements();
  const [formula, setFormula] = useState(initial);
  const [elements, setElements] = useState<Partial<Record<TElementToken, string>>>({});
  const [history, setHistory] = useState<THistoryEntry[]>([]);
  const input = useRef<InputRef>(null);

  const fmt = (value: string, max = 4) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: max }).format(Number(value));
  const used = formulaTokens(formula);
  const scope = useMemo<TFormulaScope>(() => {
    const s: TFormulaScope = { ...elements };
    for (const r of rows) s[r.token as keyof typeof PRICE_TOKENS] = r.price;
    return s;
  }, [rows, elements]);

  const answer = useMemo((): { value: string } | { error: string } | null => {
    if (!formula.trim()) return null;
    try {
      return { value: evaluateFormula(formula, scope) };
    } catch (error) {
      // Anything else the arithmetic refuses reads as a formula it cannot read, never as a broken screen.
      const problem = error instanceof FormulaError ? error.problem : ({ kind: 'syntax', position: formula.length } as const);
      const { reasonKey, params } = formulaProblemReason(problem);
      return { error: `${t('aiTools.fields.formula')} ${t(reasonKey, params)}` };
    }
  }, [formula, scope, t]);

  const insert = (text: string) => {
    const el = input.current?.input;
    const start = el?.selectionStart ?? formula.length;
    const end = el?.selectionEnd ?? formula.length;
    const next = formula.slice(0, start) + text + formula.slice(end);
    setFormula(next);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + text.length, start + text.length);
    });
  };
  const backspace = () => setFormula((f) => f.replace(/\s*\S\s*$/, ''));
  const equals = () => {
    if (answer && 'value' in answer) setHistory((h) => [{ formula, value: answer.value }, ...h.filter((e) => e.formula !== formula)].slice(0, 20));
  };

  const price = (token: string) => rows.find((r) => r.token === token);

  return (
    <div className="sb-calc" data-testid="formula-calculator">
      <Input
        ref={input}
        value={formula}
        onChange={(e) => setFormula(e.target.value)}
        onPressEnter={equals}
        placeholder={t('aiTools.calculator.placeholder')}
        aria-label={t('aiTools.fields.formula')}
        maxLength={200}
        allowClear
        data-testid="calc-display"
        className="sb-calc-display"
      />
      <div className="sb-calc-answer" aria-live="polite" data-testid="calc-answer">
        {answer === null ? (
          <span className="sb-calc-muted">{t('aiTools.calculator.percentHint')}</span>
        ) : 'value' in answer ? (
          <>
            <strong data-testid="calc-result">= {fmt(answer.value)}</strong>
            {onUse && (
              <Button size="small" type="primary" onClick={() => onUse(answer.value)} data-testid="calc-use">
                {t('aiTools.calculator.use', { value: fmt(answer.value) })}
              </Button>
            )}
          </>
        ) : (
          <span className="sb-calc-error" data-testid="calc-error">
            {answer.error}
          </span>
        )}
      </div>

      <div className="sb-calc-body">
        <div className="sb-calc-keys" role="group" aria-label={t('aiTools.calculator.title')}>
          {KEYS.flat().map(([label, text]) => (
            <button
              key={label}
              type="button"
              className={`sb-calc-key${text === null ? ' is-action' : /[÷×−+%()]/.test(label) ? ' is-op' : ''}`}
              data-testid={`calc-key-${keyId(label)}`}
              aria-label={label === '⌫' ? t('aiTools.calculator.backspace') : label === 'C' ? t('aiTools.calculator.clear') : label}
              onClick={() => (text !== null ? insert(text) : label === 'C' ? setFormula('') : backspace())}
            >
              {label}
            </button>
          ))}
          <button type="button" className="sb-calc-key is-equals" data-testid="calc-key-eq" onClick={equals}>
            =
          </button>
        </div>

        <div className="sb-calc-tokens">
          <h4>{t('aiTools.calculator.tokens')}</h4>
          <div className="sb-calc-token-list">
            {PRICE_TOKEN_NAMES.map((token) => {
              const p = price(token);
              return (
                <Tooltip key={token} title={p ? `${t(`futures.series.${PRICE_TOKENS[token]}`)} · ${t(`futures.units.${p.unit}`)} · ${p.date}` : t('aiTools.calculator.noSettlement')}>
                  <button type="button" className="sb-calc-token" data-testid={`calc-token-${token}`} onClick={() => insert(token)}>
                    <strong>{token}</strong>
                    <small>{p ? fmt(p.price, 4) : '—'}</small>
                  </button>
                </Tooltip>
              );
            })}
          </div>
          <h4>{t('aiTools.calculator.elements')}</h4>
          <div className="sb-calc-token-list">
            {ELEMENT_TOKENS.map((el) => (
              <button key={el} type="button" className="sb-calc-token is-element" data-testid={`calc-element-${el}`} onClick={() => insert(`${el}%`)}>
                <strong>{el}%</strong>
              </button>
            ))}
          </div>
          {used.elements.length > 0 && (
            <div className="sb-calc-element-inputs">
              {used.elements.map((el) => (
                <label key={el}>
                  <span>{el} %</span>
                  <InputNumber
                    min="0"
                    max="100"
                    stringMode
                    value={elements[el] ?? null}
                    onChange={(v) => setElements((e) => ({ ...e, [el]: v ?? undefined }))}
                    data-testid={`calc-content-${el}`}
                    aria-label={`${el} %`}
                  />
                </label>
              ))}
              <p className="sb-calc-muted">{t('aiTools.calculator.elementHint')}</p>
            </div>
          )}
        </div>
      </div>

      <section className="sb-calc-history" data-testid="calc-history">
        <h4>{t('aiTools.calculator.history')}</h4>
        {history.length === 0 ? (
          <p className="sb-calc-muted">{t('aiTools.calculator.noHistory')}</p>
        ) : (
          <ul>
            {history.map((h) => (
              <li key={h.formula}>
                <button type="button" onClick={() => setFormula(h.formula)}>
                  <span>{h.formula}</span>
                  <strong>= {fmt(h.value)}</strong>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
