/**
 * /reports — the business report (issue 14 item 5; §2 header "business report", §7 my_reports answers this path): the
 * signed-in company's deals by month, grade and counterparty country, tonnes and value, the average price against the
 * index of the day, open unpriced tonnage and receivables/payables, with charts and the same figures as XLSX or PDF in
 * the reader's language. Staff see the whole market. The period (12 months by default) lives in the URL.
 */
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, DatePicker, Empty, Result, Skeleton, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TBusinessReport, TReportExportFormat } from '@scrapbridge/domain/reports/business-report';
import { FeatureFrame } from '#components/page-frame.tsx';
import { EChart } from '#components/echart.tsx';
import { useLang } from '#lib/lang-text.ts';
import { toast } from '#lib/toast.ts';
import { downloadReport, useBusinessReport } from '../api/reports-api.ts';
import { monthlyOption, rankedOption } from '../lib/report-charts.ts';
import { amountText, pctText, tonnesText } from '../lib/report-format.ts';
import '../reports.css';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

type TFigures = TBusinessReport['totals'][number];

export default function BusinessReportPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const from = MONTH.test(params.get('from') ?? '') ? params.get('from')! : undefined;
  const to = MONTH.test(params.get('to') ?? '') ? params.get('to')! : undefined;
  const query = useMemo(() => ({ ...(from ? { from } : {}), ...(to ? { to } : {}) }), [from, to]);
  const report = useBusinessReport(query);
  const r = report.data;
  const [busy, setBusy] = useState<TReportExportFormat | null>(null);

  const side = (s: string) => t(`reports.sides.${s}`);
  const labels = useMemo(() => ({ side: (s: string) => t(`reports.sides.${s}`) }), [t]);
  const charts = useMemo(
    () =>
      r && {
        tonnes: monthlyOption(r, 'tonnes', labels),
        value: monthlyOption(r, 'value', labels),
        grades: rankedOption(r.byGrade.map((g) => ({ ...g, name: g.grade })), labels),
        countries: rankedOption(r.byCountry.map((c) => ({ ...c, name: c.country })), labels),
      },
    [r, labels],
  );

  const setPeriod = (range: [Dayjs | null, Dayjs | null] | null) => {
    const next = new URLSearchParams(params);
    const [a, b] = range ?? [null, null];
    if (a) next.set('from', a.format('YYYY-MM'));
    else next.delete('from');
    if (b) next.set('to', b.format('YYYY-MM'));
    else next.delete('to');
    setParams(next, { replace: true });
  };

  const download = async (format: TReportExportFormat) => {
    setBusy(format);
    try {
      await downloadReport(format, query);
    } catch {
      // The client has shown the server's message; a transport failure gets ours.
      void toast('error', t('reports.web.downloadFailed'));
    } finally {
      setBusy(null);
    }
  };

  const market = r?.scope === 'market';
  const title = market ? t('reports.marketTitle') : t('reports.title');
  const subtitle = r && (
    <>
      {!market && <span data-testid="report-company">{t('reports.companyOf', { name: r.companyName ?? t('reports.ownAccount') })} · </span>}
      <span data-testid="report-period">{t('reports.periodRange', { from: r.period.from, to: r.period.to })}</span>
    </>
  );

  const figureColumns = [
    { title: t('reports.cols.side'), key: 'side', render: (_: unknown, f: TFigures) => <Tag color={f.side === 'sell' ? 'gold' : 'green'}>{side(f.side)}</Tag> },
    { title: t('reports.cols.deals'), dataIndex: 'deals', key: 'deals', align: 'right' as const },
    { title: t('reports.cols.tonnes'), key: 'tonnes', align: 'right' as const, render: (_: unknown, f: TFigures) => tonnesText(f.tonnes, lang) },
    { title: t('reports.cols.value'), key: 'value', align: 'right' as const, render: (_: unknown, f: TFigures) => amountText(f.value, f.currency, lang) },
    { title: t('reports.cols.avgPrice'), key: 'avg', align: 'right' as const, render: (_: unknown, f: TFigures) => amountText(f.avgPrice, f.currency, lang) },
  ];

  return (
    <FeatureFrame
      classPrefix="sb-reports"
      testId="business-report"
      title={title}
      subtitle={subtitle}
      extra={
        <>
          <DatePicker.RangePicker
            picker="month"
            allowClear
            value={r ? [dayjs(`${r.period.from}-01`), dayjs(`${r.period.to}-01`)] : null}
            onChange={(v) => setPeriod(v as [Dayjs | null, Dayjs | null] | null)}
            placeholder={[t('reports.web.from'), t('reports.web.to')]}
            data-testid="report-period-picker"
          />
          <Button onClick={() => void download('xlsx')} loading={busy === 'xlsx'} disabled={!r} data-testid="report-xlsx">
            {t('reports.web.downloadXlsx')}
          </Button>
          <Button onClick={() => void download('pdf')} loading={busy === 'pdf'} disabled={!r} data-testid="report-pdf">
            {t('reports.web.downloadPdf')}
          </Button>
        </>
      }
    >
      {report.isError && !r && (
        <Result status="warning" title={t('reports.web.loadFailed')} extra={<Button onClick={() => void report.refetch()}>{t('reports.web.retry')}</Button>} />
      )}
      {!r && !report.isError && <Skeleton active paragraph={{ rows: 8 }} />}
      {r && charts && (
        <div className="sb-reports-body">
          <section className="sb-reports-totals" data-testid="report-totals">
            {r.totals.length === 0 && <Empty description={t('reports.notes.none')} />}
            {r.totals.map((f) => (
              <div key={`${f.side}|${f.currency}`} className="sb-reports-total" data-testid="report-total" data-side={f.side}>
                <div className="sb-reports-total-head">
                  {side(f.side)} · {f.currency}
                </div>
                <dl>
                  <dt>{t('reports.cols.deals')}</dt>
                  <dd>{f.deals}</dd>
                  <dt>{t('reports.cols.tonnes')}</dt>
                  <dd>{tonnesText(f.tonnes, lang)}</dd>
                  <dt>{t('reports.cols.value')}</dt>
                  <dd data-testid="report-total-value">{amountText(f.value, f.currency, lang)}</dd>
                  <dt>{t('reports.cols.avgPrice')}</dt>
                  <dd>{amountText(f.avgPrice, f.currency, lang)}</dd>
                </dl>
              </div>
            ))}
          </section>
          <p className="sb-reports-note">{t('reports.notes.value')}</p>

          <section className="sb-reports-charts">
            <figure>
              <figcaption>{t('reports.web.chartTonnes')}</figcaption>
              <EChart option={charts.tonnes} label={t('reports.web.chartTonnes')} testId="report-chart-tonnes" />
            </figure>
            <figure>
              <figcaption>{t('reports.web.chartValue')}</figcaption>
              <EChart option={charts.value} label={t('reports.web.chartValue')} testId="report-chart-value" />
            </figure>
            <figure>
              <figcaption>{t('reports.web.chartGrades')}</figcaption>
              <EChart option={charts.grades} label={t('reports.web.chartGrades')} testId="report-chart-grades" />
            </figure>
            <figure>
              <figcaption>{t('reports.web.chartCountries')}</figcaption>
              <EChart option={charts.countries} label={t('reports.web.chartCountries')} testId="report-chart-countries" />
            </figure>
          </section>

          <section>
            <h2>{t('reports.sections.byMonth')}</h2>
            <Table
              size="small"
              scroll={{ x: 'max-content' }}
              pagination={false}
              rowKey={(m) => `${m.month}|${m.side}|${m.currency}`}
              dataSource={r.byMonth}
              columns={[{ title: t('reports.cols.month'), dataIndex: 'month', key: 'month' }, ...figureColumns]}
              data-testid="report-months"
            />
          </section>

          <section>
            <h2>{t('reports.sections.byGrade')}</h2>
            <p className="sb-reports-note">{t('reports.notes.index')}</p>
            <Table
              size="small"
              scroll={{ x: 'max-content' }}
              pagination={false}
              rowKey={(g) => `${g.gradeId}|${g.side}|${g.currency}`}
              dataSource={r.byGrade}
              columns={[
                { title: t('reports.cols.grade'), dataIndex: 'grade', key: 'grade' },
                ...figureColumns,
                { title: t('reports.cols.indexedTonnes'), key: 'it', align: 'right' as const, render: (_: unknown, g) => tonnesText(g.indexedTonnes, lang) },
                { title: t('reports.cols.indexedAvgPrice'), key: 'ip', align: 'right' as const, render: (_: unknown, g) => amountText(g.indexedAvgPrice, g.currency, lang) },
                { title: t('reports.cols.avgIndex'), key: 'ix', align: 'right' as const, render: (_: unknown, g) => amountText(g.avgIndex, g.currency, lang) },
                {
                  title: t('reports.cols.vsIndex'),
                  key: 'vs',
                  align: 'right' as const,
                  render: (_: unknown, g) => <span className={Number(g.vsIndexPct) < 0 ? 'sb-reports-down' : 'sb-reports-up'}>{pctText(g.vsIndexPct, lang)}</span>,
                },
              ]}
              data-testid="report-grades"
            />
          </section>

          <section>
            <h2>{t(market ? 'reports.sections.byCountryMarket' : 'reports.sections.byCountry')}</h2>
            {market && <p className="sb-reports-note">{t('reports.notes.countryMarket')}</p>}
            <Table
              size="small"
              scroll={{ x: 'max-content' }}
              pagination={false}
              rowKey={(c) => `${c.countryId}|${c.side}|${c.currency}`}
              dataSource={r.byCountry}
              columns={[{ title: t('reports.cols.country'), dataIndex: 'country', key: 'country' }, ...figureColumns]}
              data-testid="report-countries"
            />
          </section>

          <section data-testid="report-unpriced">
            <h2>{t('reports.sections.unpriced')}</h2>
            <p className="sb-reports-note">{t('reports.notes.unpriced')}</p>
            {r.unpriced.rows.length === 0 ? (
              <Alert type="success" showIcon title={t('reports.web.noUnpriced')} />
            ) : (
              <>
                <Alert type="warning" showIcon title={t('reports.web.openTotal', { tonnes: tonnesText(r.unpriced.openTonnes, lang) })} />
                <Table
                  size="small"
                  scroll={{ x: 'max-content' }}
                  pagination={false}
                  rowKey={(u) => `${u.contractId}|${u.side}`}
                  dataSource={r.unpriced.rows}
                  columns={[
                    { title: t('reports.cols.contractNo'), dataIndex: 'contractNo', key: 'no' },
                    { title: t('reports.cols.dealDay'), dataIndex: 'dealDay', key: 'day' },
                    { title: t('reports.cols.side'), key: 'side', render: (_: unknown, u) => side(u.side) },
                    { title: t('reports.cols.grades'), dataIndex: 'grades', key: 'grades' },
                    { title: t('reports.cols.formulaTonnes'), key: 'f', align: 'right' as const, render: (_: unknown, u) => tonnesText(u.formulaTonnes, lang) },
                    { title: t('reports.cols.fixedTonnes'), key: 'x', align: 'right' as const, render: (_: unknown, u) => tonnesText(u.fixedTonnes, lang) },
                    { title: t('reports.cols.openTonnes'), key: 'o', align: 'right' as const, render: (_: unknown, u) => <strong>{tonnesText(u.openTonnes, lang)}</strong> },
                  ]}
                />
              </>
            )}
          </section>

          <section data-testid="report-money">
            <h2>{t('reports.sections.money')}</h2>
            {r.money.length === 0 ? (
              <Empty description={t('reports.web.noInvoices')} />
            ) : (
              <Table
                size="small"
                scroll={{ x: 'max-content' }}
                pagination={false}
                rowKey={(m) => `${m.kind}|${m.currency}`}
                dataSource={r.money}
                columns={[
                  { title: t('reports.cols.kind'), key: 'kind', render: (_: unknown, m) => t(`reports.kinds.${m.kind}`) },
                  { title: t('reports.cols.invoices'), dataIndex: 'invoices', key: 'n', align: 'right' as const },
                  { title: t('reports.cols.invoiced'), key: 'i', align: 'right' as const, render: (_: unknown, m) => amountText(m.invoiced, m.currency, lang) },
                  { title: t('reports.cols.paid'), key: 'p', align: 'right' as const, render: (_: unknown, m) => amountText(m.paid, m.currency, lang) },
                  { title: t('reports.cols.outstanding'), key: 'o', align: 'right' as const, render: (_: unknown, m) => amountText(m.outstanding, m.currency, lang) },
                  {
                    title: t('reports.cols.overdue'),
                    key: 'd',
                    align: 'right' as const,
                    render: (_: unknown, m) => <span className={Number(m.overdue) > 0 ? 'sb-reports-down' : undefined}>{amountText(m.overdue, m.currency, lang)}</span>,
                  },
                ]}
              />
            )}
          </section>
          <p className="sb-reports-note">{t('reports.generatedAt', { at: r.generatedAt.slice(0, 16).replace('T', ' ') })}</p>
        </div>
      )}
    </FeatureFrame>
  );
}
