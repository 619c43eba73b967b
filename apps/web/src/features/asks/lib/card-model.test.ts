import { describe, expect, it } from 'vitest';
import { canDeleteAsk, canEditAsk, totalText } from './card-model.ts';

describe('rules of the seller list', () => {
  it('counts to the cap and offers edit and delete only before a deal', () => {
    expect(totalText(1000, 1000)).toBe('1000+');
    expect(totalText(12, 1000)).toBe('12');
    // The buyer list counts ten pages ahead: page 1 of 20 that reached 200 reads "200+".
    expect(totalText(200, 200)).toBe('200+');
    expect(canEditAsk('deal')).toBe(false);
    expect(canEditAsk('refused')).toBe(true);
    expect(canDeleteAsk('deal')).toBe(false);
  });
});
