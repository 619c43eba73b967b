import { runStateOnlyAction, type TStateOnlyActionInput } from './run-state-only-action.ts';

/**
 * `POST /app-v2/quote/{quoteId}/cancel` {version} (§4 "… or cancel the quote"): the buyer closes the negotiation for
 * good; a new quote on the ask starts afresh.
 */
export function cancelQuote(opts: TStateOnlyActionInput) {
  return runStateOnlyAction({ ...opts, action: 'cancel' });
}
