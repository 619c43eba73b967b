import { z } from 'zod';
import { compareDecimals, divDecimals, mulDecimals, roundDecimalText, subDecimals } from '../decimal.ts';
import { reason } from '../validation.ts';

/**
 * Business reports (§1 "market prices and business reports", §2 header item, §7 `GET /web/view/type/my_reports`
 * returns data.url; issue 14 item 5): the figures of one company's trading over a period of months — deals by month,
 * grade and counterparty country, tonnes and value, the average price against the index of the day, open unpriced
 * tonnage, receivables and payables — or of the whole market for staff. The server computes the figures in SQL; the
 * rules here are what both the server and the screen agree on: the period, the sides, and the comparison with the
 * index.
 */

export const REPORT_DEFAULT_MONTHS = 12;
/** Longest period one report covers (3 years: a year-on-year view of two full years and the current one). */
export const REPORT_MAX_MONTHS = 36;

/** buy / sell: the company's purchases and sales; all: the whole market (staff). */
export const REPORT_SIDES = ['buy', 'sell', 'all'] as const;
export type TReportSide = (typeof REPORT_SIDES)[number];

/** A calendar month, YYYY-MM. */
export const ZReportMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthOf = (index: number) => `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

/** The report's period (both months included); either end may be left out (the default is the last 12 months). */
export const ZBusinessReportQuery = z
  .object({
    from: z.preprocess((v) => (v === '' ? undefined : v), ZReportMonth.optional()),
    to: z.preprocess((v) => (v === '' ? undefined : v), ZReportMonth.optional()),
  })
  .superRefine((v, ctx) => {
    if (v.from && v.to) {
      if (v.from > v.to) ctx.addIssue({ code: 'custom', path: ['from'], ...reason('reportPeriodOrder') });
      else if (monthIndex(v.to) - monthIndex(v.from) + 1 > REPORT_MAX_MONTHS)
        ctx.addIssue({ code: 'custom', path: ['from'], ...reason('reportPeriodTooLong') });
    }
  });
export type TBusinessReportQuery = z.infer<typeof ZBusinessReportQuery>;
export type TBusinessReportQueryInput = z.input<typeof ZBusinessReportQuery>;

export type TReportPeriod = {
  from: string;
  to: string;
  /** First day of `from` (YYYY-MM-DD, UTC). */
  fromDay: string;
  /** First day after `to`: deals are dated fromDay ≤ deal day < untilDay. */
  untilDay: string;
  /** Every month of the period, oldest first (the chart's axis: months without deals show as 0). */
  months: string[];
};

/**
 * The period a query names, on a given day (UTC, YYYY-MM-DD): `to` defaults to the current month, `from` to 11 months
 * before `to` (12 months); only `from` given runs 12 months from it, capped at the current month when that is later.
 */
export function reportPeriod(query: TBusinessReportQuery, today: string): TReportPeriod {
  const current = today.slice(0, 7);
  let to = query.to;
  let from = query.from;
  if (!to && from) to = monthOf(Math.min(monthIndex(from) + REPORT_DEFAULT_MONTHS - 1, Math.max(monthIndex(current), monthIndex(from))));
  to ??= current;
  from ??= monthOf(monthIndex(to) - (REPORT_DEFAULT_MONTHS - 1));
  const months: string[] = [];
  for (let i = monthIndex(from); i <= monthIndex(to); i++) months.push(monthOf(i));
  return { from, to, fromDay: `${from}-01`, untilDay: `${monthOf(monthIndex(to) + 1)}-01`, months };
}

/**
 * How far an average price lies from the average index of the same tonnes, in % of the index, 2 decimals (half up):
 * (price − index) ÷ index × 100. Null without an index (no price list point or settlement matched those deals).
 */
export function vsIndexPercent(avgPrice: string | null, avgIndex: string | null): string | null {
  if (avgPrice === null || avgIndex === null || compareDecimals(avgIndex, '0') <= 0) return null;
  return roundDecimalText(divDecimals(mulDecimals(subDecimals(avgPrice, avgIndex), '100'), avgIndex, 4), 2);
}

/** Σ value ÷ Σ tonnes to 2 decimals, half up; null without tonnes. */
export function averagePrice(value: string, tonnes: string): string | null {
  if (compareDecimals(tonnes, '0') <= 0) return null;
  return roundDecimalText(divDecimals(value, tonnes, 4), 2);
}

const ZDec = z.string();
const ZCurrency = z.enum(['USD', 'CNY']);

/** Deals, tonnes and value of one group (a month, a grade, a country or the whole period) on one side and currency. */
const ZFigures = z.object({
  currency: ZCurrency,
  side: z.enum(REPORT_SIDES),
  /** Contracts (not voided) dealt in the period. */
  deals: z.number().int(),
  /** Contract weight, MT (fixed and formula lines). */
  tonnes: ZDec,
  /** The part of the weight with a price: fixed-price lines and fixed shipments of formula lines (net weight). */
  pricedTonnes: ZDec,
  /** Σ amounts of the priced part, 2 decimals. */
  value: ZDec,
  /** value ÷ pricedTonnes; null when nothing is priced yet. */
  avgPrice: ZDec.nullable(),
});

export const ZReportMonthRow = ZFigures.extend({ month: ZReportMonth });
export const ZReportGradeRow = ZFigures.extend({
  gradeId: z.number().int().nullable(),
  grade: z.string(),
  /** Priced tonnes that had an index of the day, and their average price and average index. */
  indexedTonnes: ZDec,
  indexedAvgPrice: ZDec.nullable(),
  avgIndex: ZDec.nullable(),
  /** (indexedAvgPrice − avgIndex) ÷ avgIndex × 100. */
  vsIndexPct: ZDec.nullable(),
});
export const ZReportCountryRow = ZFigures.extend({ countryId: z.number().int().nullable(), country: z.string() });

/** A contract with formula weight not yet fixed (§4 price fixing), as of now. */
export const ZReportUnpricedRow = z.object({
  contractId: z.uuid(),
  contractNo: z.string(),
  dealDay: z.string(),
  side: z.enum(REPORT_SIDES),
  currency: ZCurrency,
  grades: z.string(),
  formulaTonnes: ZDec,
  fixedTonnes: ZDec,
  openTonnes: ZDec,
});

/** Invoices issued in the period on the side's contracts: receivable (the company sold) or payable (it bought). */
export const ZReportMoneyRow = z.object({
  currency: ZCurrency,
  kind: z.enum(['receivable', 'payable', 'market']),
  invoices: z.number().int(),
  invoiced: ZDec,
  paid: ZDec,
  outstanding: ZDec,
  /** Outstanding on invoices past their due date. */
  overdue: ZDec,
});

export const ZBusinessReport = z.object({
  scope: z.enum(['company', 'market']),
  /** The company the report is about (its name in the reader's language), or null for the market. */
  companyName: z.string().nullable(),
  period: z.object({ from: ZReportMonth, to: ZReportMonth, months: z.array(ZReportMonth) }),
  generatedAt: z.string(),
  totals: z.array(ZFigures),
  byMonth: z.array(ZReportMonthRow),
  byGrade: z.array(ZReportGradeRow),
  byCountry: z.array(ZReportCountryRow),
  unpriced: z.object({ rows: z.array(ZReportUnpricedRow), openTonnes: ZDec }),
  money: z.array(ZReportMoneyRow),
});
export type TBusinessReport = z.infer<typeof ZBusinessReport>;
export type TReportFigures = z.infer<typeof ZFigures>;
export type TReportGradeRow = z.infer<typeof ZReportGradeRow>;
export type TReportMoneyRow = z.infer<typeof ZReportMoneyRow>;

/** §7 `GET /web/view/type/my_reports`: where the reader's report opens. */
export const ZMyReportsLink = z.object({ url: z.string() });

/** The export formats of one report (the same figures as the screen, in the reader's language). */
export const REPORT_EXPORT_FORMATS = ['xlsx', 'pdf'] as const;
export type TReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];
export const ZReportExportParams = z.object({ format: z.enum(REPORT_EXPORT_FORMATS) });

/** The export's file name: `business-report-2025-12_2026-11.xlsx` (market: `market-report-…`). */
export function reportFileName(scope: 'company' | 'market', period: Pick<TReportPeriod, 'from' | 'to'>, format: TReportExportFormat): string {
  return `${scope === 'market' ? 'market' : 'business'}-report-${period.from}_${period.to}.${format}`;
}
