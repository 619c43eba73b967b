import { describe, expect, it } from 'vitest';
import { amountText, pctText, tonnesText } from './report-format.ts';

describe('report figures', () => {
  it('money with its symbol and 2 decimals, tonnes up to 3, signed percentages; a missing figure is a dash', () => {
    expect(amountText('387366.00', 'USD', 'en')).toBe('$387,366.00');
    expect(amountText('1620', 'CNY', 'zh')).toBe('¥1,620.00');
    expect(amountText(null, 'USD', 'en')).toBe('—');
    expect(tonnesText('42.5', 'en')).toBe('42.5');
    expect(tonnesText('12.3456', 'en')).toBe('12.346');
    expect(pctText('0.98', 'en')).toBe('+0.98 %');
    expect(pctText('-2.75', 'en')).toBe('-2.75 %');
    expect(pctText(null, 'en')).toBe('—');
  });
});
