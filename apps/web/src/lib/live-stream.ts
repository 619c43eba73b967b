/**
 * The live stream (issue 4 item 5): one EventSource on `GET /app-v2/live/stream` per tab, shared by every
 * subscriber. The root layout holds it for as long as the user is signed in, so every signed-in screen hears deal
 * events; a screen that holds it too (the negotiation screens) shares the same connection. The server sends
 * `event: quote` (ZLiveQuoteEvent) to both parties of a quote when it changes; each event refreshes the negotiation
 * and listings queries (the other party's open detail page and lists update without a reload), is handed to the
 * listeners (the header bell re-reads its count) and is said in a toast. The browser's EventSource reconnects by
 * itself (the server sends `retry: 3000`); the session cookie authenticates it. `event: end` is the server closing it
 * for good (the session ended, or the tab's stream was the oldest of too many): no reconnect then.
 */
import { useEffect } from 'react';
import { liveRoutes } from '@scrapbridge/domain/contract/routes/live';
import type { TLiveQuoteEvent } from '@scrapbridge/domain/quotes/quote-view';
import type { TLiveSupportEvent } from '@scrapbridge/domain/support/support';
import { ensureCatalogs, t } from './i18n.ts';
import { queryClient } from './query-client.ts';
import { areaKey, routeUrl } from './route-client.ts';
import { hasToken } from './session.ts';
import { toast } from './toast.ts';

/**
 * What a quote event can change: the quotes and questions areas' queries (keys derived from the contract,
 * route-client.ts), the negotiation screens' other queries (features/negotiation/api/negotiation-api.ts, spelled
 * here: lib imports no feature), the deal's contract (a staff review approves or voids it) and the listings (a deal
 * sells the ask).
 */
const LIVE_KEYS = [areaKey('quotes'), areaKey('questions'), ['negotiation'], areaKey('contracts'), ['asks']] as const;

function refreshLive(): void {
  for (const queryKey of LIVE_KEYS) void queryClient.invalidateQueries({ queryKey });
}

type TListener = (event: TLiveQuoteEvent) => void;

const listeners = new Set<TListener>();
let source: EventSource | null = null;
let users = 0;

/** Actions the other party should hear about (one's own actions come back too and need no toast). */
const TOASTED = new Set(['counter', 'accept', 'reject', 'buyNow', 'place', 'update', 'approveDeal', 'refuseDeal', 'lose']);
/**
 * The caller's own actions come back on the stream too (often before the HTTP answer). A screen marks the ask when it
 * sends; the next event on that ask within a few seconds is that echo and refreshes the data without a toast (the
 * screen said it already). One mark per action, so the other party's answer right after is still announced.
 */
const ownPending = new Map<string, number[]>();
const ECHO_MS = 5_000;

export function markOwnAction(askId: string): void {
  ownPending.set(askId, [...(ownPending.get(askId) ?? []), Date.now()]);
}

/** True (and the mark used up) when the event is the echo of this tab's own action. */
export function takeEcho(askId: string, now = Date.now()): boolean {
  const marks = (ownPending.get(askId) ?? []).filter((at) => now - at < ECHO_MS);
  const echo = marks.length > 0;
  if (echo) marks.shift();
  if (marks.length > 0) ownPending.set(askId, marks);
  else ownPending.delete(askId);
  return echo;
}

export function liveEventText(event: TLiveQuoteEvent): string | null {
  if (!TOASTED.has(event.action)) return null;
  if (event.quoteState === 'deal' || event.quoteState === 'auditing') return t(`negotiation.web.live.${event.quoteState}`);
  return t(`negotiation.web.live.${event.action}`);
}

function dispatch(raw: MessageEvent<string>): void {
  let event: TLiveQuoteEvent;
  try {
    event = JSON.parse(raw.data) as TLiveQuoteEvent;
  } catch {
    return;
  }
  refreshLive();
  if (!takeEcho(event.askId) && TOASTED.has(event.action)) {
    // The words live in the negotiation namespace, which a signed-in user on the landing may not have loaded yet.
    void ensureCatalogs().then(() => {
      const text = liveEventText(event);
      if (text) void toast(event.quoteState === 'deal' ? 'success' : 'info', text);
    }, () => undefined); // Offline: the refreshed screens still show the change.
  }
  for (const fn of listeners) fn(event);
}

/**
 * `event: support` (customer service, issue 16): a message, status or read mark changed in a conversation the user or
 * staff member follows. The conversation, the inbox and the bell are read again; a staff answer is said in a toast
 * unless the conversation is on screen.
 */
function dispatchSupport(raw: MessageEvent<string>): void {
  let event: TLiveSupportEvent;
  try {
    event = JSON.parse(raw.data) as TLiveSupportEvent;
  } catch {
    return;
  }
  void queryClient.invalidateQueries({ queryKey: areaKey('support') });
  void queryClient.invalidateQueries({ queryKey: areaKey('notifications') });
  const path = window.location.pathname;
  if (event.action === 'message' && event.author === 'staff' && path !== '/customer' && !path.startsWith('/staff')) {
    void ensureCatalogs().then(() => void toast('info', t('support.live.reply')), () => undefined);
  }
}

/**
 * `event: contract` (issue 19 item 4): a party confirmed a step, the contract was signed or voided. The contract,
 * order and deal screens read it again, so the other party's open page moves on without a reload; the bell re-reads
 * (signing and voiding are notifications too).
 */
function dispatchContract(): void {
  for (const queryKey of [areaKey('contracts'), areaKey('orders'), areaKey('notifications')]) void queryClient.invalidateQueries({ queryKey });
}

function open(): void {
  if (source || typeof EventSource === 'undefined' || !hasToken()) return;
  source = new EventSource(routeUrl(liveRoutes.stream, {}), { withCredentials: true });
  source.addEventListener('quote', dispatch as EventListener);
  source.addEventListener('support', dispatchSupport as EventListener);
  source.addEventListener('contract', dispatchContract);
  // `ready` comes with every (re)connection: what changed while the stream was down, or before it first connected
  // while the screen was loading, is read again.
  source.addEventListener('ready', refreshLive);
  // The server's last word (signed out or blocked, session expired, or this user opened more streams than an instance
  // keeps, the oldest going): reconnecting would only be refused or push another tab's stream out.
  source.addEventListener('end', close);
}

function close(): void {
  source?.close();
  source = null;
}

/** Keeps the stream open while at least one caller holds it; the returned function lets go. */
export function holdLiveStream(listener?: TListener): () => void {
  users += 1;
  if (listener) listeners.add(listener);
  open();
  return () => {
    users -= 1;
    if (listener) listeners.delete(listener);
    if (users <= 0) {
      users = 0;
      close();
    }
  };
}

/**
 * Subscribes while mounted (and signed in); an optional listener hears each event. Pass a stable function (module
 * level or memoized): a new one each render would re-subscribe each render.
 */
export function useLiveQuoteEvents(listener?: TListener): void {
  useEffect(() => holdLiveStream(listener), [listener]);
}
