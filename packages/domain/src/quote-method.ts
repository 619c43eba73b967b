import { z } from 'zod';
import type { TMarket } from './market.ts';

/**
 * Quote methods (§3 Quote method: quoteType, quoteTypeZh, quoteTypeEn, supportFormula, deduction). The seed writes
 * these rows into `quote_methods` so staff can switch one off; price display reads them from here because they are
 * part of the product's contract and never renamed.
 */
export const QUOTE_TYPES = ['FIXED', 'LME', 'CMX', 'SHCU', 'CJCU', 'JLCU', 'BTAL'] as const;
export type TQuoteType = (typeof QUOTE_TYPES)[number];

/**
 * How a price is written (§3 deduction 0, 1 or 2): 0 a fixed amount per MT; 1 a percentage of the reference quote
 * ("95% LME"); 2 the reference quote minus a discount ("CMX - 35¢/lb", "SHCU - 1,200 ¥/MT").
 */
export const Deduction = { None: 0, Percent: 1, Minus: 2 } as const;
export type TDeduction = (typeof Deduction)[keyof typeof Deduction];
export const DEDUCTIONS = [0, 1, 2] as const;

/** Unit of the discount of a minus-formula (deduction 2): copper in US cents per lb (§9), Chinese quotes in CNY per MT. */
export const DISCOUNT_UNITS = ['USD_PER_MT', 'US_CENTS_PER_LB', 'CNY_PER_MT'] as const;
export type TDiscountUnit = (typeof DISCOUNT_UNITS)[number];

export type TQuoteMethodDef = {
  quoteType: TQuoteType;
  quoteTypeZh: string;
  quoteTypeEn: string;
  /** Priced by a formula on a published reference quote; §5: the min/max check on quotes is skipped for these. */
  supportFormula: boolean;
  deduction: TDeduction;
  discountUnit: TDiscountUnit | null;
  /** Markets it is offered on: USD bases for the international market, CNY bases for the China market. */
  markets: readonly TMarket[];
  /** What the reference is, for the method list and the detail page. */
  basisEn: string;
  basisZh: string;
  sort: number;
};

/**
 * The seven §3 quote types. The spec names the codes but not every reference behind them: SHCU and CJCU are the
 * Shanghai and Changjiang (Yangtze River) non-ferrous spot quotes for No.1 cathode copper; JLCU and BTAL are kept as
 * the codes the spec gives, described as the Chinese daily copper and aluminium quotes the parties name in the
 * contract (the operator can reword the texts in `quote_methods`).
 */
export const QUOTE_METHODS: Record<TQuoteType, TQuoteMethodDef> = {
  FIXED: {
    quoteType: 'FIXED',
    quoteTypeZh: '固定价',
    quoteTypeEn: 'Fixed price',
    supportFormula: false,
    deduction: Deduction.None,
    discountUnit: null,
    markets: ['intl', 'cn'],
    basisEn: 'A fixed price per metric ton in the market currency (USD international, CNY China).',
    basisZh: '按市场币种（国际市场美元、中国市场人民币）每吨固定价格。',
    sort: 1,
  },
  LME: {
    quoteType: 'LME',
    quoteTypeZh: 'LME 比例价',
    quoteTypeEn: 'LME percentage',
    supportFormula: true,
    deduction: Deduction.Percent,
    discountUnit: null,
    markets: ['intl'],
    basisEn: 'A percentage of the London Metal Exchange official cash settlement price (USD/MT) in the agreed pricing period, e.g. 95% LME.',
    basisZh: '按约定点价期内伦敦金属交易所（LME）官方现货结算价（美元/吨）的百分比计价，例如 95% LME。',
    sort: 2,
  },
  CMX: {
    quoteType: 'CMX',
    quoteTypeZh: 'COMEX 铜减价',
    quoteTypeEn: 'COMEX copper minus',
    supportFormula: true,
    deduction: Deduction.Minus,
    discountUnit: 'US_CENTS_PER_LB',
    markets: ['intl'],
    basisEn: 'COMEX (CME) copper futures settlement in US cents per lb, minus a discount in cents per lb, e.g. CMX - 35¢/lb.',
    basisZh: '以纽约商品交易所（COMEX）铜期货结算价（美分/磅）减去约定贴水（美分/磅）计价，例如 CMX - 35¢/lb。',
    sort: 3,
  },
  SHCU: {
    quoteType: 'SHCU',
    quoteTypeZh: '上海铜价减价',
    quoteTypeEn: 'Shanghai copper minus',
    supportFormula: true,
    deduction: Deduction.Minus,
    discountUnit: 'CNY_PER_MT',
    markets: ['cn'],
    basisEn: 'The Shanghai spot price of No.1 cathode copper (CNY/MT) minus a discount in CNY per MT.',
    basisZh: '以上海现货 1# 电解铜价格（元/吨）减去约定贴水（元/吨）计价。',
    sort: 4,
  },
  CJCU: {
    quoteType: 'CJCU',
    quoteTypeZh: '长江铜价减价',
    quoteTypeEn: 'Changjiang copper minus',
    supportFormula: true,
    deduction: Deduction.Minus,
    discountUnit: 'CNY_PER_MT',
    markets: ['cn'],
    basisEn: 'The Changjiang (Yangtze River) non-ferrous spot price of No.1 copper (CNY/MT) minus a discount in CNY per MT.',
    basisZh: '以长江有色金属现货 1# 铜价格（元/吨）减去约定贴水（元/吨）计价。',
    sort: 5,
  },
  JLCU: {
    quoteType: 'JLCU',
    quoteTypeZh: 'JL 铜价减价',
    quoteTypeEn: 'JL copper minus',
    supportFormula: true,
    deduction: Deduction.Minus,
    discountUnit: 'CNY_PER_MT',
    markets: ['cn'],
    basisEn: 'The JL daily copper quote named in the contract (CNY/MT) minus a discount in CNY per MT.',
    basisZh: '以合同约定的 JL 每日铜价（元/吨）减去约定贴水（元/吨）计价。',
    sort: 6,
  },
  BTAL: {
    quoteType: 'BTAL',
    quoteTypeZh: 'BT 铝价减价',
    quoteTypeEn: 'BT aluminium minus',
    supportFormula: true,
    deduction: Deduction.Minus,
    discountUnit: 'CNY_PER_MT',
    markets: ['cn'],
    basisEn: 'The BT daily A00 aluminium quote named in the contract (CNY/MT) minus a discount in CNY per MT.',
    basisZh: '以合同约定的 BT 每日 A00 铝价（元/吨）减去约定贴水（元/吨）计价。',
    sort: 7,
  },
};

export function isQuoteType(value: string): value is TQuoteType {
  return (QUOTE_TYPES as readonly string[]).includes(value);
}

export function quoteMethodOffered(quoteType: TQuoteType, market: TMarket): boolean {
  return QUOTE_METHODS[quoteType].markets.includes(market);
}

/** The quote types a market offers, in their §3 order (§8 "no quotation type" when none). */
export function quoteTypesFor(market: TMarket): TQuoteType[] {
  return QUOTE_TYPES.filter((q) => quoteMethodOffered(q, market)).sort((a, b) => QUOTE_METHODS[a].sort - QUOTE_METHODS[b].sort);
}

/** `GET /app-v2/quote/method/list` query. */
export const ZQuoteMethodListQuery = z.object({ market: z.enum(['intl', 'cn']).optional() });

/** One row of `GET /app-v2/quote/method/list` (§3 Quote method). */
export const ZQuoteMethod = z.object({
  quoteType: z.enum(QUOTE_TYPES),
  quoteTypeZh: z.string(),
  quoteTypeEn: z.string(),
  /** quoteTypeZh or quoteTypeEn by appLang. */
  quoteTypeName: z.string(),
  supportFormula: z.boolean(),
  deduction: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  discountUnit: z.enum(DISCOUNT_UNITS).nullable(),
  markets: z.array(z.enum(['intl', 'cn'])),
  /** What the price is based on, by appLang. */
  basis: z.string(),
  sort: z.number().int(),
});
export type TQuoteMethod = z.infer<typeof ZQuoteMethod>;
