/**
 * Recovery estimator (issue 17 item 3): a grade and a lot → the metal expected back, its spread over the grade's
 * typical range, and its value at the latest settlement of the chosen series (or a price of one's own). Computed in
 * the browser with the domain's estimator, the same the server answers at POST /ai-system/tools/recovery.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputNumber, Segmented, Select } from 'antd';
import { estimateRecovery, METAL_BASES, RECOVERY_GRADES, type TRecoveryGradeKey, type TRecoveryInput, type TRecoveryMetal } from '@scrapbridge/domain/ai-tools/recovery';
import type { TSettlements } from '@scrapbridge/domain/ai-tools/settlement-value';
import type { TReferenceBasis } from '@scrapbridge/domain/quotes/price-normalise';

type TMetalState = { percent?: string; basis?: TReferenceBasis; ownPrice?: string; currency: 'USD' | 'CNY' };

export function RecoveryTab({ settlements }: { settlements: TSettlements }) {
  const { t, i18n } = useTranslation();
  const [grade, setGrade] = useState<TRecoveryGradeKey>('insulatedCuNo1');
  const [lot, setLot] = useState<string>('20');
  const [metals, setMetals] = useState<Partial<Record<TRecoveryMetal, TMetalState>>>({});
  const num = (v: string | null, max = 3) => (v === null ? '—' : new Intl.NumberFormat(i18n.language, { maximumFractionDigits: max }).format(Number(v)));

  const lotOk = Number(lot) > 0 && Number(lot) <= 1_000_000 && /^\d+(\.\d{1,6})?$/.test(lot);
  const estimate = useMemo(() => {
    if (!lotOk) return null;
    const input: TRecoveryInput = { grade, lotMt: lot, metals: {} };
    for (const [metal, m] of Object.entries(metals) as [TRecoveryMetal, TMetalState][]) {
      input.metals![metal] = {
        ...(m.percent !== undefined && m.percent !== '' ? { percent: m.percent } : {}),
        ...(m.basis ? { basis: m.basis } : {}),
        ...(m.ownPrice ? { pricePerMt: m.ownPrice, currency: m.currency } : {}),
      };
    }
    return estimateRecovery(input, settlements);
  }, [grade, lot, lotOk, metals, settlements]);
  const gradeInfo = RECOVERY_GRADES.find((g) => g.key === grade)!;
  const setMetal = (metal: TRecoveryMetal, patch: Partial<TMetalState>) =>
    setMetals((all) => ({ ...all, [metal]: { currency: 'USD', ...all[metal], ...patch } }));

  return (
    <div className="sb-aitools-pane" data-testid="recovery-tab">
      <div className="sb-aitools-form">
        <label className="sb-aitools-field sb-aitools-grow">
          <span>{t('aiTools.fields.grade')}</span>
          <Select<TRecoveryGradeKey>
            value={grade}
            onChange={(g) => {
              setGrade(g);
              setMetals({});
            }}
            options={RECOVERY_GRADES.map((g) => ({ value: g.key, label: t(`aiTools.grades.${g.key}`) }))}
            data-testid="recovery-grade"
            popupMatchSelectWidth={false}
          />
          {gradeInfo.isri && <small>{t('aiTools.recovery.isri', { code: gradeInfo.isri })}</small>}
        </label>
        <label className="sb-aitools-field">
          <span>{t('aiTools.fields.lotMt')}</span>
          <InputNumber<string> stringMode min="0" value={lot} onChange={(v) => setLot(v ?? '')} status={lotOk ? undefined : 'error'} data-testid="recovery-lot" />
        </label>
      </div>

      {estimate?.lines.map((line) => {
        const m = metals[line.metal];
        return (
          <div key={line.metal} className="sb-aitools-card" data-testid={`recovery-line-${line.metal}`}>
            <h3>{t(`aiTools.metals.${line.metal}`)}</h3>
            <div className="sb-aitools-form">
              <label className="sb-aitools-field">
                <span>{t('aiTools.fields.percent')}</span>
                <InputNumber<string>
                  stringMode
                  min="0"
                  max="100"
                  placeholder={String(line.typical)}
                  value={m?.percent ?? null}
                  onChange={(v) => setMetal(line.metal, { percent: v ?? undefined })}
                  data-testid={`recovery-percent-${line.metal}`}
                />
                <small>{t('aiTools.recovery.range', { min: line.min, max: line.max })}</small>
              </label>
              <label className="sb-aitools-field">
                <span>{t('aiTools.fields.basis')}</span>
                <Select<TReferenceBasis>
                  value={m?.basis ?? METAL_BASES[line.metal][0]}
                  onChange={(b) => setMetal(line.metal, { basis: b })}
                  options={METAL_BASES[line.metal].map((b) => ({ value: b, label: t(`futures.series.${b}`) }))}
                  popupMatchSelectWidth={false}
                  data-testid={`recovery-basis-${line.metal}`}
                />
              </label>
              <label className="sb-aitools-field">
                <span>{t('aiTools.recovery.ownPrice')}</span>
                <span className="sb-aitools-inline">
                  <InputNumber<string> stringMode min="0" value={m?.ownPrice ?? null} onChange={(v) => setMetal(line.metal, { ownPrice: v ?? undefined })} data-testid={`recovery-own-${line.metal}`} />
                  <Segmented<'USD' | 'CNY'> size="small" value={m?.currency ?? 'USD'} options={['USD', 'CNY']} onChange={(c) => setMetal(line.metal, { currency: c })} />
                </span>
              </label>
            </div>
            <dl className="sb-aitools-figures">
              <div>
                <dt>{t('aiTools.recovery.recovered')}</dt>
                <dd data-testid={`recovery-mt-${line.metal}`}>
                  <strong>{num(line.recoveredMt, 3)} MT</strong>
                  <small>{t('aiTools.recovery.recoveredRange', { min: num(line.recoveredMinMt), max: num(line.recoveredMaxMt) })}</small>
                </dd>
              </div>
              <div>
                <dt>{t('aiTools.recovery.price')}</dt>
                <dd>
                  {line.pricePerMt ? (
                    <>
                      <strong>
                        {num(line.pricePerMt, 2)} {line.currency}/MT
                      </strong>
                      <small>
                        {line.basis ? t('aiTools.recovery.priceAt', { series: t(`futures.series.${line.basis}`), date: line.priceDate }) : t('aiTools.recovery.ownPrice')}
                        {line.priceDemo ? ` · ${t('aiTools.recovery.demo')}` : ''}
                      </small>
                    </>
                  ) : (
                    <small>{t('aiTools.recovery.noPrice')}</small>
                  )}
                </dd>
              </div>
              <div>
                <dt>{t('aiTools.recovery.value')}</dt>
                <dd data-testid={`recovery-value-${line.metal}`}>
                  <strong>{line.value ? `${num(line.value, 2)} ${line.currency}` : '—'}</strong>
                </dd>
              </div>
            </dl>
          </div>
        );
      })}

      {estimate && (
        <p className="sb-aitools-total" data-testid="recovery-total">
          {t('aiTools.recovery.total')}: <strong>{t('aiTools.recovery.totalLine', { mt: num(estimate.recoveredMt), percent: num(estimate.recoveryPercent, 2) })}</strong>
        </p>
      )}
      <p className="sb-aitools-note">{t('aiTools.recovery.source')}</p>
    </div>
  );
}
