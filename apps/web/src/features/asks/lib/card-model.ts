/**
 * The seller's own rules on a listing card: what the list's total reads and which actions a card offers. The card
 * itself (components/ask-card.tsx) is shared with the landing and the shops.
 */
import type { TAskCard } from '@scrapbridge/domain/ask-view';

/** Lists count exactly up to 1,000 and say 1,000 beyond: shown as "1000+". */
export function totalText(total: number, cap: number): string {
  return total >= cap ? `${cap}+` : String(total);
}

/** Sold asks are a contract's record: neither edited nor deleted (the server refuses both). */
export function canEditAsk(state: TAskCard['askState']): boolean {
  return state !== 'deal' && state !== 'deleted';
}

export function canDeleteAsk(state: TAskCard['askState']): boolean {
  return state !== 'deal' && state !== 'deleted';
}
