import { describe, expect, it } from 'vitest';
import { commodityText, moneyText, mtText, normaliseKeyword, ratioText } from './order-texts.ts';

describe('order texts', () => {
  it('words weights in MT and money with the currency', () => {
    expect(mtText(12.5)).toBe('12.5 MT');
    expect(mtText(null)).toBe('—');
    expect(moneyText(123456, 'USD')).toBe('$123,456.00');
    expect(moneyText(null, 'CNY')).toBe('—');
  });
  it('joins the commodity names', () => {
    expect(commodityText('en', [{ zh: '铜', en: 'Copper' }, { zh: '黄铜', en: null }])).toBe('Copper, 黄铜');
    expect(commodityText('zh', [])).toBe('—');
  });
  it('words the deposit and balance ratios', () => {
    const t = (k: string, p?: Record<string, string | number>) => `${k}:${p?.deposit}/${p?.balance}`;
    expect(ratioText(t, 30, 70)).toBe('orders.web.summary.ratioValue:30/70');
  });
  it('normalises a pasted container number and keeps other keywords', () => {
    expect(normaliseKeyword(' MSCU 123456 7 ')).toBe('MSCU1234567');
    expect(normaliseKeyword(' SB20261121 ')).toBe('SB20261121');
    expect(normaliseKeyword('MEDU 2')).toBe('MEDU2');
  });
});
