/**
 * The quote form (issue 4 item 1; §3 Quote content; §5 Quote price input and Bargain remark): per detail line a
 * price (FIXED, or the formula value of the line's quote method) and the weight or containers wanted; then terms and
 * port, prepay, deposit/balance, payment timing, valid-when, fixing side, firm price, tax and remark. Placing and
 * updating share it. The form kit checks the request with the server's body schema and the §5 rules (the domain's
 * own functions, quote-form-model.ts) before sending; the server runs them again, and its 1000 answer lands on the
 * same fields. §4: a quote method other than the seller's preference asks "continue or
 * not" first. Each submission carries an Idempotency-Key (a double click makes one quote).
 */
import { useEffect, useState } from 'react';
import { Alert, Checkbox, Col, Form, Input, Modal, Radio, Row, Select, Switch, Typography, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { FIXING_SIDES, PAYMENT_TIMINGS } from '@scrapbridge/domain/ask';
import type { TAskDetail } from '@scrapbridge/domain/ask-view';
import { DictId } from '@scrapbridge/domain/catalog';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TLang } from '@scrapbridge/domain/i18n';
import { CURRENCY_SYMBOLS, formatTrimmed } from '@scrapbridge/domain/price-display';
import { QUOTE_METHODS, quoteTypesFor } from '@scrapbridge/domain/quote-method';
import { QUOTE_LIMITS, QUOTE_TERMS } from '@scrapbridge/domain/quotes/quote-input';
import { quoteMethodDiffers } from '@scrapbridge/domain/quotes/quote-rules';
import type { TQuoteWithThread } from '@scrapbridge/domain/quotes/quote-view';
import type { TWeightUnit } from '@scrapbridge/domain/weight';
import { ApiError } from '#lib/api-client.ts';
import type { TFormErrors } from '#lib/form-errors.ts';
import { toast } from '#lib/toast.ts';
import { usePlaceQuote, usePorts, useUpdateQuote } from '../api/negotiation-api.ts';
import { useIdempotencyKey } from '../lib/idempotency.ts';
import { markOwnAction } from '#lib/live-stream.ts';
import { useZodForm } from '#lib/zod-form.ts';
import { draftFromAsk, draftFromQuote, noLineTicked, priceUnitKey, quoteFieldOf, quoteForm, type TLineDraft, type TQuoteDraft } from '../lib/quote-form-model.ts';
import { pickName } from '../lib/quote-texts.ts';
import { roundDecimalText } from '@scrapbridge/domain/decimal';
import { FormulaCalculatorButton } from '#components/formula-calculator/formula-calculator-button.tsx';

type TProps = {
  open: boolean;
  onClose: () => void;
  ask: TAskDetail;
  lang: TLang;
  unit: TWeightUnit;
  /** Updating the buyer's own quote; placing a new one otherwise. */
  quote: TQuoteWithThread | null;
};

const PORT_TERMS = new Set(['FAS', 'FOB']);
const DESTINATION_TERMS = new Set(['CNF', 'CFR', 'CIF']);

function Help({ errors, field }: { errors: TFormErrors; field: string }) {
  const text = errors[field];
  return text ? (
    <div className="ant-form-item-explain-error" data-testid={`error-${field}`}>
      {text}
    </div>
  ) : null;
}

export function QuoteFormDialog({ open, onClose, ask, lang, unit, quote }: TProps) {
  const { t } = useTranslation();
  const [modal, modalHolder] = Modal.useModal();
  const [draft, setDraft] = useState<TQuoteDraft>(() => (quote ? draftFromQuote(ask, quote) : draftFromAsk(ask, unit)));
  const { errors, setErrors, check, refuse, touch, item } = useZodForm();
  const place = usePlaceQuote();
  const update = useUpdateQuote();
  const idem = useIdempotencyKey();
  const ports = usePorts();
  const pending = place.isPending || update.isPending;

  // A fresh draft every time the dialog opens (the quote may have changed under it).
  useEffect(() => {
    if (!open) return;
    setDraft(quote ? draftFromQuote(ask, quote) : draftFromAsk(ask, unit));
    setErrors({});
    idem.done();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening
  }, [open]);

  const set = <K extends keyof TQuoteDraft>(key: K, value: TQuoteDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    touch(key);
  };
  const setLine = (detailId: string, patch: Partial<TLineDraft>) => {
    setDraft((d) => ({ ...d, lines: d.lines.map((l) => (l.askDetailId === detailId ? { ...l, ...patch } : l)) }));
    touch('lines', ...Object.keys(patch).map((k) => `line.${detailId}.${k}`));
  };

  const send = (body: Record<string, unknown>) => {
    const idempotencyKey = idem.keyFor(body);
    markOwnAction(ask.askId);
    const handlers = {
      onSuccess: () => {
        idem.done();
        void toast('success', t(quote ? 'negotiation.web.form.updated' : 'negotiation.web.form.placed'));
        onClose();
      },
      onError: (error: Error) => {
        if (!(error instanceof ApiError)) return;
        // The call quiets 1000: its field problems on the lines and fields, or its message in the form's alert.
        if (refuse(error, { validationOnly: true, fieldOf: quoteFieldOf(draft) })) return;
        if (error.code === ErrorCode.QuoteMethodMismatch) {
          confirmMethod(body);
        } else if (error.code === ErrorCode.StaleData) {
          // §8 110801: the client said "please refresh"; the data is being read again, the form is out of date.
          onClose();
        }
      },
    };
    if (quote) update.mutate({ quoteId: quote.quoteId, body: body as never, idempotencyKey }, handlers);
    else place.mutate({ body: body as never, idempotencyKey }, handlers);
  };

  // §4 "If the buyer's quote method differs from the seller's preference, a continue-or-not confirmation is asked".
  const confirmMethod = (body: Record<string, unknown>) => {
    void modal.confirm({
      title: t('negotiation.web.form.methodTitle'),
      content: t('negotiation.web.form.methodBody', {
        method: ask.preferredQuoteType ? pickName(lang, QUOTE_METHODS[ask.preferredQuoteType].quoteTypeZh, QUOTE_METHODS[ask.preferredQuoteType].quoteTypeEn) : '—',
      }),
      okText: t('negotiation.web.form.methodContinue'),
      cancelText: t('negotiation.web.form.methodBack'),
      okButtonProps: { 'data-testid': 'method-continue' } as ButtonProps,
      onOk: () => send({ ...body, confirmMethodMismatch: true }),
    });
  };

  const submit = () => {
    if (noLineTicked(draft)) {
      setErrors({ lines: t('negotiation.web.form.pickOneLine') });
      return;
    }
    const form = quoteForm(draft, ask, lang, quote ? { kind: 'update', version: quote.version } : { kind: 'place' });
    const request = check(form.schema, form.body, form);
    if (!request) return;
    // The body goes as typed (the server parses it again); the parsed request says whether the method differs.
    if (quoteMethodDiffers(request, ask.preferredQuoteType)) confirmMethod(form.body);
    else send(form.body);
  };

  const types = quoteTypesFor(ask.market);
  const symbol = CURRENCY_SYMBOLS[ask.currency];
  const unitText = (line: TLineDraft) => {
    const key = priceUnitKey(line.quoteType);
    return key === 'perMt' ? `${symbol}/MT` : t(`negotiation.web.priceUnit.${key}`);
  };
  const remarkMax = QUOTE_LIMITS.remarkMax[lang];
  const portOptions = (list: { dictDataId: number; dictLabel: string }[] | undefined) =>
    (list ?? []).map((p) => ({ value: p.dictDataId, label: p.dictLabel }));

  return (
    <Modal
      open={open}
      onCancel={onClose}
      onOk={submit}
      okText={t(quote ? 'negotiation.web.form.submitUpdate' : 'negotiation.web.form.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: pending, 'data-testid': 'quote-submit' } as ButtonProps}
      title={t(quote ? 'negotiation.web.form.updateTitle' : 'negotiation.web.form.title')}
      width="min(760px, 96vw)"
      destroyOnHidden
      data-testid="quote-dialog"
      className="sb-quote-dialog"
    >
      {modalHolder}
      <Form layout="vertical" component="div" className="sb-quote-form" data-testid="quote-form">
        {errors.form && <Alert type="error" showIcon title={errors.form} className="sb-quote-alert" />}
        {ask.preferredQuoteType && (
          <Typography.Paragraph type="secondary" className="sb-quote-hint">
            {t('negotiation.web.form.preferred', {
              method: pickName(lang, QUOTE_METHODS[ask.preferredQuoteType].quoteTypeZh, QUOTE_METHODS[ask.preferredQuoteType].quoteTypeEn),
            })}
          </Typography.Paragraph>
        )}
        <Help errors={errors} field="lines" />
        {draft.lines.map((line, index) => {
          const detail = ask.askDetailList.find((d) => d.detailId === line.askDetailId);
          const name = detail ? pickName(lang, detail.detailNameZh, detail.detailName) : '';
          const fixed = !QUOTE_METHODS[line.quoteType].supportFormula;
          const k = (f: string) => `line.${line.askDetailId}.${f}`;
          return (
            <fieldset key={line.askDetailId} className="sb-quote-line" data-testid={`quote-line-${index}`}>
              <Checkbox checked={line.include} onChange={(e) => setLine(line.askDetailId, { include: e.target.checked })} data-testid={`quote-line-${index}-include`}>
                <strong>{name || t('negotiation.web.form.itemN', { n: index + 1 })}</strong>
              </Checkbox>
              {line.include && (
                <Row gutter={12}>
                  <Col xs={24} sm={8}>
                    <Form.Item label={t('negotiation.web.form.method')} {...item(k('quoteType'))}>
                      <Select
                        value={line.quoteType}
                        onChange={(v) => setLine(line.askDetailId, { quoteType: v })}
                        options={types.map((q) => ({ value: q, label: pickName(lang, QUOTE_METHODS[q].quoteTypeZh, QUOTE_METHODS[q].quoteTypeEn) }))}
                        data-testid={`quote-line-${index}-type`}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={24} sm={8}>
                    <Form.Item
                      label={t('negotiation.fields.price')}
                      validateStatus={errors[k('price')] ? 'error' : ''}
                      help={
                        errors[k('price')] ??
                        (fixed && detail && (detail.minPrice !== null || detail.maxPrice !== null)
                          ? t('negotiation.web.form.range', {
                              min: detail.minPrice === null ? '0' : formatTrimmed(detail.minPrice, 2),
                              max: detail.maxPrice === null ? '∞' : formatTrimmed(detail.maxPrice, 2),
                            })
                          : undefined)
                      }
                    >
                      <Input
                        inputMode="decimal"
                        value={line.price}
                        onChange={(e) => setLine(line.askDetailId, { price: e.target.value })}
                        suffix={<span className="sb-muted">{unitText(line)}</span>}
                        data-testid={`quote-line-${index}-price`}
                      />
                      {/* Issue 17 item 5: work the price out from a formula (LME × Cu% × 92% …) at the latest settlements. */}
                      <FormulaCalculatorButton onUse={(v) => setLine(line.askDetailId, { price: roundDecimalText(v, 2) })} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} sm={4}>
                    <Form.Item label={`${t('negotiation.web.form.weight')} (${draft.weightUnit})`} {...item(k('weight'))}>
                      <Input inputMode="decimal" value={line.weight} onChange={(e) => setLine(line.askDetailId, { weight: e.target.value })} data-testid={`quote-line-${index}-weight`} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} sm={4}>
                    <Form.Item label={t('negotiation.fields.containers')} {...item(k('containers'))}>
                      <Input inputMode="numeric" value={line.containers} onChange={(e) => setLine(line.askDetailId, { containers: e.target.value })} data-testid={`quote-line-${index}-containers`} />
                    </Form.Item>
                  </Col>
                </Row>
              )}
            </fieldset>
          );
        })}

        <Row gutter={12}>
          {ask.market !== 'cn' && (
            <Col xs={24} sm={8}>
              {/* §5 "The China market accepts only tons": the unit choice exists on the international market only. */}
              <Form.Item label={t('negotiation.web.form.weightUnit')} {...item('weightUnit')}>
                <Radio.Group value={draft.weightUnit} onChange={(e) => set('weightUnit', e.target.value as TWeightUnit)} optionType="button" data-testid="quote-weight-unit"
                  options={[{ value: 'MT', label: 'MT' }, { value: 'LBS', label: 'LBS' }]} />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} sm={8}>
            <Form.Item label={t('negotiation.fields.term')} validateStatus={errors.term ? 'error' : ''} help={errors.term ?? (draft.term === 'FAS' && ask.loadingCountryId !== DictId.CountryUS ? t('negotiation.errors.fasOnlyUs') : undefined)}>
              <Select value={draft.term} onChange={(v) => set('term', v)} options={QUOTE_TERMS.map((v) => ({ value: v, label: t(`negotiation.web.terms.${v}`) }))} data-testid="quote-term" />
            </Form.Item>
          </Col>
          {PORT_TERMS.has(draft.term) && (
            <Col xs={24} sm={8}>
              <Form.Item label={t('negotiation.web.form.loadingPort')} {...item('portId')}>
                <Select allowClear showSearch={{ optionFilterProp: 'label' }} value={draft.portId} onChange={(v) => set('portId', v ?? undefined)} options={portOptions(ports.data?.loading)} data-testid="quote-port" />
              </Form.Item>
            </Col>
          )}
          {DESTINATION_TERMS.has(draft.term) && (
            <Col xs={24} sm={8}>
              <Form.Item label={t('negotiation.web.form.destinationPort')} required {...item('destinationPortId')}>
                <Select showSearch={{ optionFilterProp: 'label' }} value={draft.destinationPortId} onChange={(v) => set('destinationPortId', v ?? undefined)} options={portOptions(ports.data?.destination)} data-testid="quote-destination-port" />
              </Form.Item>
            </Col>
          )}
        </Row>

        <Row gutter={12}>
          <Col xs={12} sm={6}>
            <Form.Item label={`${t('negotiation.fields.prepayRate')} %`} {...item('prepayRate')}>
              <Input inputMode="numeric" value={draft.prepayRate} onChange={(e) => set('prepayRate', e.target.value)} data-testid="quote-prepay" />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item label={`${t('negotiation.web.form.deposit')} %`} {...item('depositRatio')}>
              <Input
                inputMode="decimal"
                value={draft.depositRatio}
                onChange={(e) => {
                  const v = e.target.value;
                  set('depositRatio', v);
                  // §5/§9 deposit + balance = 100: the balance follows a valid deposit.
                  const n = Number(v);
                  if (v.trim() !== '' && Number.isFinite(n) && n >= 0 && n <= 100) set('balanceRatio', String(Math.round((100 - n) * 10) / 10));
                }}
                data-testid="quote-deposit"
              />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item label={`${t('negotiation.web.form.balance')} %`} {...item('balanceRatio')}>
              <Input inputMode="decimal" value={draft.balanceRatio} onChange={(e) => set('balanceRatio', e.target.value)} data-testid="quote-balance" />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item label={t('negotiation.fields.paymentTiming')} {...item('paymentTiming')}>
              <Select value={draft.paymentTiming} onChange={(v) => set('paymentTiming', v)} options={PAYMENT_TIMINGS.map((v) => ({ value: v, label: t(`negotiation.web.paymentTiming.${v}`) }))} data-testid="quote-timing" popupMatchSelectWidth={false} />
            </Form.Item>
          </Col>
        </Row>

        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item label={t('negotiation.fields.validWhen')} validateStatus={errors.validWhen ? 'error' : ''} help={errors.validWhen ?? t('negotiation.web.form.validWhenHint')}>
              <Input value={draft.validWhen} maxLength={QUOTE_LIMITS.validWhenMax} onChange={(e) => set('validWhen', e.target.value)} data-testid="quote-valid-when" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label={t('negotiation.web.form.fixingSide')} {...item('fixingSide')}>
              <Radio.Group value={draft.fixingSide} onChange={(e) => set('fixingSide', e.target.value)} optionType="button" data-testid="quote-fixing-side"
                options={FIXING_SIDES.map((v) => ({ value: v, label: t(`negotiation.web.fixingSide.${v}`) }))} />
            </Form.Item>
          </Col>
        </Row>

        <div className="sb-quote-switches">
          <label>
            <Switch size="small" checked={draft.firm} onChange={(v) => set('firm', v)} data-testid="quote-firm" /> {t('negotiation.web.form.firm')}
          </label>
          <label>
            <Switch size="small" checked={draft.taxIncluded} onChange={(v) => set('taxIncluded', v)} data-testid="quote-tax" /> {t('negotiation.web.form.taxIncluded')}
          </label>
        </div>

        {/* §5 Bargain remark: at most 50 characters in zh and 100 in en; multi-line, 6 to 12 rows. */}
        <Form.Item label={t('negotiation.fields.remark')} {...item('remark')}>
          <Input.TextArea value={draft.remark} onChange={(e) => set('remark', e.target.value)} autoSize={{ minRows: 6, maxRows: 12 }} showCount={{ formatter: ({ count }) => `${count} / ${remarkMax}` }} data-testid="quote-remark" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
