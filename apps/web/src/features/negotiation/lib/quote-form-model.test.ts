import { describe, expect, it } from 'vitest';
import type { TAskDetail } from '@scrapbridge/domain/ask-view';
import { DictId } from '@scrapbridge/domain/catalog';
import { keyForBody } from './idempotency.ts';
import { quoteMethodDiffers } from '@scrapbridge/domain/quotes/quote-rules';
import type { TQuoteView } from '@scrapbridge/domain/quotes/quote-view';
import { checkWithSchema, refusalErrors } from '#lib/zod-form.ts';
import { counterForm, draftFromAsk, noLineTicked, priceUnitKey, quoteFieldOf, quoteForm, type TCounterDraft, type TQuoteDraft } from './quote-form-model.ts';

/** Echoes the key and its params, so assertions read which rule spoke. */
const t = (key: string, params?: Record<string, string | number>) => (params ? `${key}${JSON.stringify(params)}` : key);

const LINE_A = '11111111-1111-4111-8111-111111111111';
const LINE_B = '22222222-2222-4222-8222-222222222222';
const ASK_ID = '33333333-3333-4333-8333-333333333333';

function line(detailId: string, over: Partial<TAskDetail['askDetailList'][number]> = {}) {
  return { detailId, detailName: 'Bare bright', detailNameZh: '光亮铜线', quoteType: 'FIXED', unitPrice: 9150, minPrice: 8900, maxPrice: 9400, weight: 38.5, weightLbs: 84877.87, currency: 'USD', ...over };
}

/** What the quote form does on submit: the form kit's check with the form's schema, rules and line mapping. */
function checkQuoteDraft(d: TQuoteDraft, a: TAskDetail, lang: 'zh' | 'en', mode: Parameters<typeof quoteForm>[3]) {
  const f = quoteForm(d, a, lang, mode);
  const r = checkWithSchema(t, f.schema, f.body, f);
  return r.data ? { ok: true as const, body: f.body, methodDiffers: quoteMethodDiffers(r.data, a.preferredQuoteType) } : { ok: false as const, errors: r.errors };
}

function checkCounterDraft(d: TCounterDraft, quote: TQuoteView, a: TAskDetail, lang: 'zh' | 'en') {
  const f = counterForm(d, quote, a, lang);
  const r = checkWithSchema(t, f.schema, f.body, f);
  return r.data ? { ok: true as const, body: f.body } : { ok: false as const, errors: r.errors };
}

function ask(over: Partial<TAskDetail> = {}): TAskDetail {
  return {
    askId: ASK_ID,
    market: 'intl',
    currency: 'USD',
    preferredQuoteType: 'FIXED',
    loadingCountryId: DictId.CountryUS,
    deliveryTerm: 'FOB',
    portId: 301,
    destinationPortId: null,
    depositRatio: 30,
    balanceRatio: 70,
    balanceTiming: 'against_bl_copy',
    fixingSide: 'undecided',
    askDetailList: [line(LINE_A), line(LINE_B, { quoteType: 'LME', unitPrice: 92, minPrice: null, maxPrice: null, weight: 5.5 })],
    ...over,
  } as unknown as TAskDetail;
}

describe('quote form (§5 Quote price input)', () => {
  it('starts from the ask: its terms, each line at the seller price and full weight', () => {
    const d = draftFromAsk(ask(), 'MT');
    expect(d.term).toBe('FOB');
    expect(d.portId).toBe(301);
    expect(d.depositRatio).toBe('30');
    expect(d.balanceRatio).toBe('70');
    expect(d.lines.map((l) => [l.quoteType, l.price, l.weight])).toEqual([
      ['FIXED', '9150', '38.5'],
      ['LME', '92', '5.5'],
    ]);
    // The China market only in tonnes, whatever the viewer's unit.
    expect(draftFromAsk(ask({ market: 'cn' }), 'LBS').weightUnit).toBe('MT');
    expect(draftFromAsk(ask(), 'LBS').lines[0]!.weight).toBe('84877.87');
  });

  it('a valid draft becomes the request; a method other than the preference asks to continue', () => {
    const check = checkQuoteDraft(draftFromAsk(ask(), 'MT'), ask(), 'en', { kind: 'place' });
    expect(check.ok).toBe(true);
    if (check.ok) {
      expect(check.body.askId).toBe(ASK_ID);
      expect(check.methodDiffers).toBe(true); // line B is LME, the seller prefers FIXED
    }
    const onlyFixed = draftFromAsk(ask(), 'MT');
    onlyFixed.lines[1]!.include = false;
    const second = checkQuoteDraft(onlyFixed, ask(), 'en', { kind: 'place' });
    expect(second.ok && second.methodDiffers).toBe(false);
  });

  it('a fixed price outside min..max is refused on its line; formula prices skip the range', () => {
    const d = draftFromAsk(ask(), 'MT');
    d.lines[0]!.price = '9500';
    d.lines[1]!.price = '150';
    const check = checkQuoteDraft(d, ask(), 'en', { kind: 'place' });
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.errors[`line.${LINE_A}.price`]).toContain('negotiation.errors.priceBetween');
      expect(check.errors[`line.${LINE_A}.price`]).toContain('8,900');
      expect(check.errors[`line.${LINE_B}.price`]).toBeUndefined();
    }
  });

  it('at least one line, prepay integer 0-100, deposit + balance = 100, FAS only from the US, remark 50 zh / 100 en', () => {
    const none = draftFromAsk(ask(), 'MT');
    none.lines.forEach((l) => (l.include = false));
    expect(noLineTicked(none)).toBe(true);
    expect(noLineTicked(draftFromAsk(ask(), 'MT'))).toBe(false);

    const d = draftFromAsk(ask({ loadingCountryId: DictId.CountryCN }), 'MT');
    d.prepayRate = '12.5';
    const bad = checkQuoteDraft(d, ask({ loadingCountryId: DictId.CountryCN }), 'en', { kind: 'place' });
    expect(!bad.ok && bad.errors.prepayRate).toBeTruthy();
    const ratio = draftFromAsk(ask(), 'MT');
    ratio.depositRatio = '30';
    ratio.balanceRatio = '60';
    const badRatio = checkQuoteDraft(ratio, ask(), 'en', { kind: 'place' });
    expect(!badRatio.ok && badRatio.errors.balanceRatio).toContain('negotiation.errors.ratioTotal');

    const fas = draftFromAsk(ask({ loadingCountryId: DictId.CountryCN }), 'MT');
    fas.term = 'FAS';
    fas.remark = '很'.repeat(51);
    const fasCheck = checkQuoteDraft(fas, ask({ loadingCountryId: DictId.CountryCN }), 'zh', { kind: 'place' });
    expect(fasCheck.ok).toBe(false);
    if (!fasCheck.ok) {
      expect(fasCheck.errors.term).toContain('negotiation.errors.fasOnlyUs');
      expect(fasCheck.errors.remark).toMatch(/tooLong.*50/);
    }
    // The same 51 characters are fine in en (limit 100).
    const en = draftFromAsk(ask(), 'MT');
    en.remark = 'x'.repeat(51);
    expect(checkQuoteDraft(en, ask(), 'en', { kind: 'place' }).ok).toBe(true);
  });

  it('CNF/CIF need a destination port', () => {
    const d = draftFromAsk(ask(), 'MT');
    d.term = 'CIF';
    const check = checkQuoteDraft(d, ask(), 'en', { kind: 'place' });
    expect(!check.ok && check.errors.destinationPortId).toBeTruthy();
  });

  it('maps request fields (only ticked lines) back to the form lines, for server answers too', () => {
    const d = draftFromAsk(ask(), 'MT');
    d.lines[0]!.include = false;
    expect(quoteFieldOf(d)('lines.0.price')).toBe(`line.${LINE_B}.price`);
    expect(quoteFieldOf(d)('lines.3.price')).toBe('lines');
    expect(quoteFieldOf(d)('term')).toBe('term');
    const refused = { success: false as const, code: 1000, msg: 'Check', data: null, fieldErrors: [{ field: 'lines.0.weight', message: 'Weight: too much' }] };
    expect(refusalErrors(refused, { fieldOf: quoteFieldOf(d) })).toEqual({ [`line.${LINE_B}.weight`]: 'Weight: too much' });
  });

  it('knows the unit each price is typed in', () => {
    expect([priceUnitKey('FIXED'), priceUnitKey('LME'), priceUnitKey('CMX'), priceUnitKey('SHCU')]).toEqual(['perMt', 'percent', 'centsPerLb', 'cnyPerMt']);
  });
});

describe('counter-offer form', () => {
  const quote = {
    quoteId: 'q',
    version: 3,
    role: 'seller',
    lines: [{ askDetailId: LINE_A, quoteType: 'FIXED', price: 9000, counterPrice: null }],
  } as never;

  it("holds a buyer's bargain to the ask line's range, not the seller's counter (counterPriceRange); checks the remark; sends the version read", () => {
    expect(checkCounterDraft({ prices: { [LINE_A]: '9300' }, remark: '' }, quote, ask(), 'en')).toEqual({
      ok: true,
      body: { version: 3, lines: [{ askDetailId: LINE_A, price: '9300' }], remark: '' },
    });
    // The seller prices their own lot: above their own max is their call; the remark is still too long.
    const seller = checkCounterDraft({ prices: { [LINE_A]: '9999' }, remark: '太'.repeat(51) }, quote, ask(), 'zh');
    expect(seller.ok).toBe(false);
    if (!seller.ok) {
      expect(seller.errors[`price.${LINE_A}`]).toBeUndefined();
      expect(seller.errors.remark).toBeDefined();
    }
    const buyer = checkCounterDraft({ prices: { [LINE_A]: '9999' }, remark: '' }, { ...(quote as object), role: 'buyer' } as never, ask(), 'zh');
    expect(buyer.ok).toBe(false);
    if (!buyer.ok) expect(buyer.errors[`price.${LINE_A}`]).toContain('priceBetween');
  });
});

describe('idempotency key per submission', () => {
  it('the same body reuses the key (double click); another body gets a new one', () => {
    let n = 0;
    const make = () => `key-${++n}`;
    const first = keyForBody(null, { a: 1 }, make);
    expect(keyForBody(first, { a: 1 }, make).key).toBe('key-1');
    expect(keyForBody(first, { a: 2 }, make).key).toBe('key-2');
  });
});
