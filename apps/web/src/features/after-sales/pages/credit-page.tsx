/**
 * /buyer-credit (§2; §3 Credit report; issue 15 item 6): a company's record as seller and as buyer — business type,
 * totals of orders, weight and amount, shipping and release timeliness (7-day basis), fulfilment and overdue shipping
 * rates, deposit and balance timeliness, claims, customer evaluations — over the last 12 months and its lifetime, with
 * charts. Query: companyId, userId, or contractId + party (the order page's link); none: one's own company.
 */
import { useState } from 'react';
import { Alert, Descriptions, Result, Segmented, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TCreditFigures, TCreditReport, TCreditRole } from '@scrapbridge/domain/after-sales/credit';
import { EChart, type TChartOption } from '#components/echart.tsx';
import { FeatureFrame } from '#components/page-frame.tsx';
import { useCreditReport } from '../api/credit-api.ts';
import '../after-sales.css';

const RATE_KEYS: Record<TCreditRole, (keyof TCreditFigures)[]> = {
  seller: ['shippingTimeliness', 'releaseTimeliness', 'fulfilmentRate', 'overdueShippingRate', 'qualityClaimRate', 'claimSettlementRate'],
  buyer: ['depositTimeliness', 'balanceTimeliness', 'qualityClaimRate', 'claimSettlementRate'],
};

const uuidOrUndefined = (v: string | null) => (v && /^[0-9a-f-]{36}$/i.test(v) ? v : undefined);

export default function CreditPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const party = params.get('party');
  const query = useCreditReport({
    companyId: uuidOrUndefined(params.get('companyId')),
    userId: uuidOrUndefined(params.get('userId')),
    contractId: uuidOrUndefined(params.get('contractId')),
    party: party === 'buyer' || party === 'seller' ? party : undefined,
  });
  const [role, setRole] = useState<TCreditRole | null>(params.get('role') === 'buyer' ? 'buyer' : params.get('role') === 'seller' ? 'seller' : null);
  const report = query.data;

  const frame = (title: string, children: React.ReactNode) => (
    <FeatureFrame classPrefix="sb-after-sales" testId="credit-page" title={title} subtitle={t('afterSales.credit.intro')}>
      {children}
    </FeatureFrame>
  );
  if (query.isError) return frame(t('afterSales.credit.title'), <Result status="404" title={t('afterSales.credit.notFound')} />);
  if (!report) return frame(t('afterSales.credit.title'), <Skeleton active paragraph={{ rows: 10 }} />);

  // The side with more trades first, unless the link asked for one.
  const shown: TCreditRole = role ?? ((report.buyer.lifetime.orders ?? 0) > (report.seller.lifetime.orders ?? 0) ? 'buyer' : 'seller');
  return frame(
    report.own ? t('afterSales.credit.ownTitle') : t('afterSales.credit.title'),
    <>
      <CompanyHead report={report} />
      <Segmented
        className="sb-credit-roles"
        value={shown}
        onChange={(v) => setRole(v as TCreditRole)}
        options={[
          { value: 'seller', label: t('afterSales.credit.asSeller') },
          { value: 'buyer', label: t('afterSales.credit.asBuyer') },
        ]}
        data-testid="credit-role"
      />
      <RoleReport report={report} role={shown} />
    </>,
  );
}

function CompanyHead({ report }: { report: TCreditReport }) {
  const { t, i18n } = useTranslation();
  const name = i18n.language === 'zh' ? report.company.name : (report.company.nameEn ?? report.company.name);
  return (
    <Descriptions className="sb-credit-company" size="small" column={{ xs: 1, sm: 2 }} data-testid="credit-company">
      <Descriptions.Item label={t('afterSales.fields.companyId')}>
        <strong>{name}</strong> {report.company.verified ? <Tag color="green">{t('afterSales.credit.verified')}</Tag> : <Tag>{t('afterSales.credit.notVerified')}</Tag>}
      </Descriptions.Item>
      <Descriptions.Item label={t('afterSales.credit.businessType')}>
        {report.company.businessTypes.length ? report.company.businessTypes.map((b) => t(`accounts.businessTypes.${b}`)).join(i18n.language === 'zh' ? '、' : ', ') : t('afterSales.credit.noBusinessType')}
      </Descriptions.Item>
      <Descriptions.Item label={t('afterSales.credit.asOfLabel')}>{new Date(report.asOf).toLocaleDateString(i18n.language === 'zh' ? 'zh-CN' : 'en-GB')}</Descriptions.Item>
    </Descriptions>
  );
}

function pct(v: number | null, t: (k: string) => string): string {
  return v === null ? t('afterSales.credit.noBasis') : `${(v * 100).toFixed(1).replace(/\.0$/, '')} %`;
}

function RoleReport({ report, role }: { report: TCreditReport; role: TCreditRole }) {
  const { t, i18n } = useTranslation();
  const r = report[role];
  const windows = [
    { key: 'last12', figures: r.last12Months },
    { key: 'lifetime', figures: r.lifetime },
  ] as const;
  const fmt = (n: string | null) => (n === null ? '—' : Number(n).toLocaleString(i18n.language === 'zh' ? 'zh-CN' : 'en-US', { maximumFractionDigits: 3 }));

  if (r.lifetime.withheld) {
    return <Alert type="info" showIcon title={t('afterSales.credit.insufficient')} data-testid="credit-insufficient" />;
  }
  const thin = !r.lifetime.sufficient || !r.last12Months.sufficient;
  const rateOption: TChartOption = {
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => (typeof v === 'number' ? `${v} %` : '—') },
    legend: { top: 0 },
    grid: { left: 8, right: 8, bottom: 8, top: 32, containLabel: true },
    xAxis: { type: 'value', max: 100, axisLabel: { formatter: '{value} %' } },
    yAxis: { type: 'category', data: RATE_KEYS[role].map((k) => t(`afterSales.credit.${k}`)), axisLabel: { width: 110, overflow: 'break' } },
    series: windows.map((w) => ({
      type: 'bar' as const,
      name: t(`afterSales.credit.${w.key}`),
      data: RATE_KEYS[role].map((k) => {
        const v = w.figures[k] as number | null;
        return v === null ? null : Math.round(v * 1000) / 10;
      }),
    })),
  };
  const monthlyOption: TChartOption = {
    tooltip: { trigger: 'axis' },
    grid: { left: 8, right: 8, bottom: 8, top: 16, containLabel: true },
    xAxis: { type: 'category', data: r.monthly.map((m) => m.month) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [{ type: 'bar', name: t('afterSales.credit.orders'), data: r.monthly.map((m) => m.orders) }],
  };
  const evals = r.lifetime.evaluations ?? [0, 0, 0, 0];
  const evalOption: TChartOption = {
    tooltip: { trigger: 'item' },
    legend: { bottom: 0 },
    series: [
      {
        type: 'pie',
        radius: ['40%', '70%'],
        // Zero slices are left out: their labels would pile up on one point.
        data: evals.map((value, i) => ({ value, name: t(`afterSales.satisfaction.${i + 1}`) })).filter((d) => d.value > 0),
      },
    ],
  };

  return (
    <div className="sb-credit-role" data-testid={`credit-${role}`}>
      {thin && <Alert type="warning" showIcon title={t(report.own ? 'afterSales.credit.insufficientOwn' : 'afterSales.credit.insufficient')} data-testid="credit-insufficient" />}
      <div className="sb-credit-table-wrap">
        <table className="sb-credit-table" data-testid="credit-table">
          <thead>
            <tr>
              <th scope="col" />
              {windows.map((w) => (
                <th key={w.key} scope="col">
                  {t(`afterSales.credit.${w.key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('afterSales.credit.orders')}</th>
              {windows.map((w) => (
                <td key={w.key} data-testid={`credit-orders-${w.key}`}>
                  {w.figures.orders ?? '—'}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('afterSales.credit.counterparties')}</th>
              {windows.map((w) => (
                <td key={w.key}>{w.figures.counterparties ?? '—'}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('afterSales.credit.weight')}</th>
              {windows.map((w) => (
                <td key={w.key}>{fmt(w.figures.weight)}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('afterSales.credit.amount')}</th>
              {windows.map((w) => (
                <td key={w.key}>{w.figures.amounts.length ? w.figures.amounts.map((a) => `${a.currency} ${fmt(a.amount)}`).join(' · ') : t('afterSales.credit.noAmount')}</td>
              ))}
            </tr>
            {RATE_KEYS[role].map((k) => (
              <tr key={k}>
                <th scope="row">{t(`afterSales.credit.${k}`)}</th>
                {windows.map((w) => (
                  <td key={w.key}>{pct(w.figures[k] as number | null, t)}</td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">{t('afterSales.credit.shortageWeight')}</th>
              {windows.map((w) => (
                <td key={w.key}>{fmt(w.figures.shortageWeight)}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t(role === 'seller' ? 'afterSales.credit.evaluations' : 'afterSales.credit.evaluationsGiven')}</th>
              {windows.map((w) => (
                <td key={w.key}>
                  {(w.figures.evaluations ?? []).map((n, i) => (
                    <span key={i} className="sb-credit-eval">
                      {t(`afterSales.satisfaction.${i + 1}`)} {n}
                    </span>
                  ))}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      <p className="sb-feedback-muted">{t('afterSales.credit.ratesNote')}</p>
      <div className="sb-credit-charts">
        <section>
          <h2>{t('afterSales.credit.ratesChart')}</h2>
          <EChart option={rateOption} height={300} label={t('afterSales.credit.ratesChart')} testId="credit-rates-chart" />
        </section>
        <section>
          <h2>{t('afterSales.credit.monthlyOrders')}</h2>
          <EChart option={monthlyOption} height={240} label={t('afterSales.credit.monthlyOrders')} testId="credit-monthly-chart" />
        </section>
        <section>
          <h2>{t(role === 'seller' ? 'afterSales.credit.evaluations' : 'afterSales.credit.evaluationsGiven')}</h2>
          <EChart option={evalOption} height={260} label={t('afterSales.credit.evaluations')} testId="credit-evaluations-chart" />
        </section>
      </div>
    </div>
  );
}
