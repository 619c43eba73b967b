import { defineArea } from './define-route.ts';

/**
 * Live updates (issue 4, item 5): a Server-Sent Events stream of the caller's quote events (`event: quote`, data =
 * ZLiveQuoteEvent); the page refetches what an event names. EventSource sends the token cookie (the auth plugin reads
 * it when there is no Authorization header) and reconnects by itself. The server ends it with `event: end` {reason}
 * when its session ends (logout or blocking on any instance: signedOut; expiry: expired) or when the user opened more
 * than LIVE_STREAMS_PER_USER on one instance (the oldest: replaced); the page does not reconnect then.
 */
export const liveContract = defineArea('live', {
  stream: {
    method: 'GET',
    path: '/app-v2/live/stream',
    access: 'user',
    tag: 'live',
    summary:
      "Server-Sent Events: the caller's quote events (event: quote, data {type, quoteId, askId, action, quoteState, version, contractId}); event: end {reason: signedOut | expired | replaced} closes it for good",
    kind: 'stream',
  },
});
