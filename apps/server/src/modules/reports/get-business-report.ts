import type { TLang } from '@scrapbridge/domain/i18n';
import { translate } from '@scrapbridge/domain/i18n';
import { averagePrice, reportPeriod, vsIndexPercent, type TBusinessReport, type TBusinessReportQuery, type TReportPeriod } from '@scrapbridge/domain/reports/business-report';
import { compareDecimals, divDecimals, roundDecimalText, sumDecimals } from '@scrapbridge/domain/decimal';
import type { TDbOrTx } from '../../db/client.ts';
import { findReportCompanyName, reportFigures, reportMoney, reportUnpriced, type TFigureRow, type TReportScope } from './reports.repository.ts';

export type TReportViewer = { userId: string; isStaff: boolean };

/** A decimal text without trailing zeros ("42.500000" → "42.5"), as tonnes are shown. */
export function trimDecimal(text: string): string {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

const money = (text: string) => roundDecimalText(text, 2);

function figures(r: TFigureRow) {
  const tonnes = trimDecimal(r.tonnes);
  const pricedTonnes = trimDecimal(r.priced_tonnes);
  return {
    currency: r.currency,
    side: r.side,
    deals: r.deals,
    tonnes,
    pricedTonnes,
    value: money(r.value),
    avgPrice: averagePrice(r.value, r.priced_tonnes),
  };
}

/**
 * The report's figures (issue 14 item 5) for the caller's company — or, for staff, the whole market — over the period
 * the query names (default: the last 12 months, on the server's UTC day). Unpriced tonnage is as of now; invoices are
 * those issued in the period. Names (grades, countries, the company) are in the reader's language.
 */
export async function getBusinessReport(opts: {
  db: TDbOrTx;
  viewer: TReportViewer;
  query: TBusinessReportQuery;
  lang: TLang;
  now?: Date;
}): Promise<{ report: TBusinessReport; period: TReportPeriod }> {
  const now = opts.now ?? new Date();
  const today = now.toISOString().slice(0, 10);
  const period = reportPeriod(opts.query, today);
  const scope: TReportScope = opts.viewer.isStaff ? { kind: 'market' } : { kind: 'company', userId: opts.viewer.userId };
  const { db, lang } = opts;
  // One statement each; PGlite is one connection, so they run one after the other anyway.
  const rows = await reportFigures(db, { scope, fromDay: period.fromDay, untilDay: period.untilDay, lang });
  const unpriced = await reportUnpriced(db, { scope, lang });
  const moneyRows = await reportMoney(db, { scope, fromDay: period.fromDay, untilDay: period.untilDay, today });
  const companyName = scope.kind === 'company' ? await findReportCompanyName(db, opts.viewer.userId, lang) : null;

  const unknown = translate(lang, 'reports.unknown');
  const report: TBusinessReport = {
    scope: scope.kind,
    companyName,
    period: { from: period.from, to: period.to, months: period.months },
    generatedAt: now.toISOString(),
    totals: rows.filter((r) => r.grouping === 'total').map(figures),
    byMonth: rows.filter((r) => r.grouping === 'month').map((r) => ({ ...figures(r), month: r.month! })),
    byGrade: rows
      .filter((r) => r.grouping === 'grade')
      .map((r) => {
        const hasIndex = compareDecimals(r.indexed_tonnes, '0') > 0;
        const indexedAvgPrice = hasIndex ? averagePrice(r.indexed_value, r.indexed_tonnes) : null;
        const avgIndex = hasIndex ? roundDecimalText(divDecimals(r.index_value, r.indexed_tonnes, 4), 2) : null;
        return {
          ...figures(r),
          gradeId: r.grade_id,
          grade: r.grade ?? unknown,
          indexedTonnes: trimDecimal(r.indexed_tonnes),
          indexedAvgPrice,
          avgIndex,
          vsIndexPct: vsIndexPercent(indexedAvgPrice, avgIndex),
        };
      }),
    byCountry: rows.filter((r) => r.grouping === 'country').map((r) => ({ ...figures(r), countryId: r.country_id, country: r.country ?? unknown })),
    unpriced: {
      rows: unpriced.map((u) => ({
        contractId: u.contract_id,
        contractNo: u.contract_no,
        dealDay: u.deal_day,
        side: u.side,
        currency: u.currency,
        grades: u.grades ?? unknown,
        formulaTonnes: trimDecimal(u.formula_tonnes),
        fixedTonnes: trimDecimal(u.fixed_tonnes),
        openTonnes: trimDecimal(u.open_tonnes),
      })),
      openTonnes: trimDecimal(sumDecimals(unpriced.map((u) => u.open_tonnes), 6)),
    },
    money: moneyRows.map((m) => ({
      currency: m.currency,
      kind: m.side === 'buy' ? ('payable' as const) : m.side === 'sell' ? ('receivable' as const) : ('market' as const),
      invoices: m.invoices,
      invoiced: money(m.invoiced),
      paid: money(m.paid),
      outstanding: money(m.outstanding),
      overdue: money(m.overdue),
    })),
  };
  return { report, period };
}
