import { runStateOnlyAction, type TStateOnlyActionInput } from './run-state-only-action.ts';

/**
 * `POST /app-v2/quote/{quoteId}/recall` {version} (§4 "The buyer may … recall"): the buyer takes back an offer the
 * seller has not answered yet (waiting, or their own bargain). A recalled quote can be updated and sent again.
 */
export function recallQuote(opts: TStateOnlyActionInput) {
  return runStateOnlyAction({ ...opts, action: 'recall' });
}
