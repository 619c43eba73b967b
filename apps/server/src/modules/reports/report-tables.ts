import { translate, type TLang } from '@scrapbridge/domain/i18n';
import type { TBusinessReport } from '@scrapbridge/domain/reports/business-report';

/**
 * The report as titled tables in the reader's language: what the XLSX workbook (one sheet each) and the PDF (one
 * section each) both write, so the two files always carry the same figures as the screen. A cell is text or a number
 * kept as decimal text (`{ n }`), so the workbook can store numbers and the PDF print them as they are.
 */
export type TCell = string | { n: string | null } | number;
export type TReportTable = { key: string; title: string; note?: string; columns: string[]; rows: TCell[][] };

const n = (v: string | null): TCell => ({ n: v });

export function reportTables(r: TBusinessReport, lang: TLang): TReportTable[] {
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, `reports.${key}`, params);
  const col = (key: string) => t(`cols.${key}`);
  const side = (s: string) => t(`sides.${s}`);
  const figureCols = [col('currency'), col('side'), col('deals'), col('tonnes'), col('pricedTonnes'), col('value'), col('avgPrice')];
  const figureCells = (f: TBusinessReport['totals'][number]): TCell[] => [f.currency, side(f.side), f.deals, n(f.tonnes), n(f.pricedTonnes), n(f.value), n(f.avgPrice)];
  const market = r.scope === 'market';
  return [
    { key: 'totals', title: t('sections.totals'), note: t('notes.value'), columns: figureCols, rows: r.totals.map(figureCells) },
    { key: 'byMonth', title: t('sections.byMonth'), columns: [col('month'), ...figureCols], rows: r.byMonth.map((m) => [m.month, ...figureCells(m)]) },
    {
      key: 'byGrade',
      title: t('sections.byGrade'),
      note: t('notes.index'),
      columns: [col('grade'), ...figureCols, col('indexedTonnes'), col('indexedAvgPrice'), col('avgIndex'), `${col('vsIndex')} %`],
      rows: r.byGrade.map((g) => [g.grade, ...figureCells(g), n(g.indexedTonnes), n(g.indexedAvgPrice), n(g.avgIndex), n(g.vsIndexPct)]),
    },
    {
      key: 'byCountry',
      title: t(market ? 'sections.byCountryMarket' : 'sections.byCountry'),
      ...(market ? { note: t('notes.countryMarket') } : {}),
      columns: [col('country'), ...figureCols],
      rows: r.byCountry.map((c) => [c.country, ...figureCells(c)]),
    },
    {
      key: 'unpriced',
      title: t('sections.unpriced'),
      note: t('notes.unpriced'),
      columns: [col('contractNo'), col('dealDay'), col('side'), col('currency'), col('grades'), col('formulaTonnes'), col('fixedTonnes'), col('openTonnes')],
      rows: r.unpriced.rows.map((u) => [u.contractNo, u.dealDay, side(u.side), u.currency, u.grades, n(u.formulaTonnes), n(u.fixedTonnes), n(u.openTonnes)]),
    },
    {
      key: 'money',
      title: t('sections.money'),
      columns: [col('kind'), col('currency'), col('invoices'), col('invoiced'), col('paid'), col('outstanding'), col('overdue')],
      rows: r.money.map((m) => [t(`kinds.${m.kind}`), m.currency, m.invoices, n(m.invoiced), n(m.paid), n(m.outstanding), n(m.overdue)]),
    },
  ];
}

/** The heading lines of an export: title, company, period, when. */
export function reportHeading(r: TBusinessReport, lang: TLang): { title: string; lines: string[] } {
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, `reports.${key}`, params);
  const lines = [
    r.scope === 'market' ? null : t('companyOf', { name: r.companyName ?? t('ownAccount') }),
    `${t('period')}: ${t('periodRange', { from: r.period.from, to: r.period.to })}`,
    t('generatedAt', { at: r.generatedAt.slice(0, 16).replace('T', ' ') }),
  ].filter((x): x is string => x !== null);
  return { title: t(r.scope === 'market' ? 'marketTitle' : 'title'), lines };
}
