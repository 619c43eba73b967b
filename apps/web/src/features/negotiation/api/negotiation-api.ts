/**
 * Negotiation calls (issue 4; §2 item detail with quote, counter-offer, buy-it-now, Q&A; inquiry and quote lists):
 * the detail page's quote status, the buyer's inquiry list, the seller's quote list per ask, the quote actions and
 * the questions. Every query key starts with NEGOTIATION_KEY so one live event (src/lib/live-stream.ts) can refresh all
 * of them; answers are localized by the server (price texts), so the keys carry the language.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  TBuyNowRequest,
  TCounterQuoteRequest,
  TPlaceQuoteRequest,
  TUpdateQuoteRequest,
} from '@scrapbridge/domain/quotes/quote-input';
import type { TQuoteActionResult, TQuoteView, TQuoteWithThread } from '@scrapbridge/domain/quotes/quote-view';
import type { TDictData, TDictType } from '@scrapbridge/domain/catalog';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { asksRoutes } from '@scrapbridge/domain/contract/routes/asks';
import { catalogRoutes } from '@scrapbridge/domain/contract/routes/catalog';
import { contractsRoutes } from '@scrapbridge/domain/contract/routes/contracts';
import { questionsRoutes } from '@scrapbridge/domain/contract/routes/questions';
import { quotesRoutes } from '@scrapbridge/domain/contract/routes/quotes';
import type { TRequestOptions } from '#lib/api-client.ts';
import { areaKey, callRoute, routeKey, routeQuery } from '#lib/route-client.ts';

export const NEGOTIATION_KEY = ['negotiation'] as const;
/** The listings feature's queries (detail, lists): a deal changes the ask's state there too. */
const ASKS_KEY = areaKey('asks');

import type { TInquiryTab } from '@scrapbridge/domain/quotes/quote-view';
export type { TAskQuoteList, TInquiryPage, TInquiryRow, TInquiryTab, TRankedQuote } from '@scrapbridge/domain/quotes/quote-view';
export type { TMyQuote } from '@scrapbridge/domain/quotes/quote-view';

/** Codes the screens word themselves (field errors, the method question, stale data). */
const FORM_QUIET = [ErrorCode.Validation, ErrorCode.QuoteMethodMismatch] as const;

export const askQuoteStatusQuery = (askId: string) =>
  queryOptions({ ...routeQuery(quotesRoutes.askStatus, { params: { askId } }, { quiet: [ErrorCode.NotFound] }), staleTime: 0 });

export function useAskQuoteStatus(askId: string | null) {
  return useQuery({ ...askQuoteStatusQuery(askId ?? ''), enabled: !!askId });
}

export const askQuotesQuery = (askId: string) =>
  queryOptions({ ...routeQuery(quotesRoutes.askQuotes, { params: { askId } }, { quiet: [ErrorCode.NotFound, ErrorCode.Forbidden] }), staleTime: 0 });

export function useAskQuotes(askId: string | null, enabled = true) {
  return useQuery({ ...askQuotesQuery(askId ?? ''), enabled: !!askId && enabled });
}

export function useInquiries(tab: TInquiryTab, pageNum: number, pageSize: number) {
  return useQuery({ ...routeQuery(quotesRoutes.inquiries, { query: { tab, pageNum, pageSize } }), placeholderData: keepPreviousData, staleTime: 0 });
}

/** One quote with its thread (GET /quote/{quoteId}), for a list row whose thread is opened. */
export function useQuoteThread(quoteId: string, enabled: boolean) {
  return useQuery({ ...routeQuery(quotesRoutes.get, { params: { quoteId } }), enabled, staleTime: 0 });
}

/** The contract a deal wrote (the deal banner): the same query as the order screens', refreshed by quote events too. */
export function useContract(contractId: string | null) {
  return useQuery({ ...routeQuery(contractsRoutes.get, { params: { contractId: contractId ?? '' } }), enabled: !!contractId });
}

/** After any quote action: the negotiation screens, the deal's contract and the ask's own state (a deal sells it). */
export function refreshNegotiation(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: areaKey('quotes') }),
    queryClient.invalidateQueries({ queryKey: areaKey('questions') }),
    queryClient.invalidateQueries({ queryKey: NEGOTIATION_KEY }),
    queryClient.invalidateQueries({ queryKey: areaKey('contracts') }),
    queryClient.invalidateQueries({ queryKey: ASKS_KEY }),
  ]);
}

type TSend = { idempotencyKey: string; quiet?: TRequestOptions['quiet'] };

/** One quote mutation: the request carries its Idempotency-Key; every answer (also a failure) refreshes the screens. */
function useQuoteMutation<V>(send: (vars: V & TSend) => Promise<TQuoteActionResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // A stale screen (110801) or a lost race (1103/1104) means the data changed: read it again either way.
    onSettled: () => refreshNegotiation(queryClient),
  });
}

/**
 * Issue 4 item 6: a double click or a retry after a timeout sends the same key, and the server answers the stored
 * response instead of making a second quote or deal (one key per submission: lib/idempotency.ts).
 */
const idempotencyHeader = (key: string) => ({ 'Idempotency-Key': key });

export function usePlaceQuote() {
  return useQuoteMutation<{ body: TPlaceQuoteRequest }>(({ body, idempotencyKey }) =>
    callRoute(quotesRoutes.place, { body }, { quiet: FORM_QUIET, headers: idempotencyHeader(idempotencyKey) }),
  );
}

export function useUpdateQuote() {
  return useQuoteMutation<{ quoteId: string; body: TUpdateQuoteRequest }>(({ quoteId, body, idempotencyKey }) =>
    callRoute(quotesRoutes.update, { params: { quoteId }, body }, { quiet: FORM_QUIET, headers: idempotencyHeader(idempotencyKey) }),
  );
}

export function useCounterQuote() {
  return useQuoteMutation<{ quoteId: string; body: TCounterQuoteRequest }>(({ quoteId, body, idempotencyKey }) =>
    callRoute(quotesRoutes.counter, { params: { quoteId }, body }, { quiet: [ErrorCode.Validation], headers: idempotencyHeader(idempotencyKey) }),
  );
}

export type TSimpleAction = 'accept' | 'reject' | 'recall' | 'cancel';

export function useQuoteAction() {
  return useQuoteMutation<{ quoteId: string; action: TSimpleAction; version: number; remark?: string }>(({ quoteId, action, version, remark, idempotencyKey }) =>
    callRoute(quotesRoutes[action], { params: { quoteId }, body: remark ? { version, remark } : { version } }, { headers: idempotencyHeader(idempotencyKey) }),
  );
}

export function useBuyNow() {
  return useQuoteMutation<{ body: TBuyNowRequest }>(({ body, idempotencyKey }) =>
    callRoute(quotesRoutes.buyNow, { body }, { headers: idempotencyHeader(idempotencyKey) }),
  );
}

// ---- Q&A ----------------------------------------------------------------------------------------------------

/** The detail page's questions on one ask: one page of up to 50, as the section shows them. */
const questionsInput = (askId: string) => ({ query: { askId, pageNum: 1, pageSize: 50 } });

export function useQuestions(askId: string) {
  return useQuery({ ...routeQuery(questionsRoutes.list, questionsInput(askId)), staleTime: 15_000 });
}

export function useAskQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { askId: string; question: string }) => callRoute(questionsRoutes.ask, { body }, { quiet: [ErrorCode.Validation] }),
    onSuccess: (_, body) => queryClient.invalidateQueries({ queryKey: routeKey(questionsRoutes.list, questionsInput(body.askId)) }),
  });
}

export function useAnswerQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { askId: string; questionId: string; answer: string }) =>
      callRoute(questionsRoutes.answer, { params: { questionId: vars.questionId }, body: { answer: vars.answer } }, { quiet: [ErrorCode.Validation] }),
    onSettled: (_, __, vars) => queryClient.invalidateQueries({ queryKey: routeKey(questionsRoutes.list, questionsInput(vars.askId)) }),
  });
}

export type { TQuoteView, TQuoteWithThread };

// ---- ports (the form's choices and the quote's labels) -------------------------------------------------------

export type TPortLists = { loading: TDictData[]; destination: TDictData[]; labels: Map<number, string> };

const PORT_DICTS: { dictTypes: TDictType[] } = { dictTypes: ['PORT', 'DESTINATION PORT'] };

/** PORT and DESTINATION PORT dictionaries, read once (they change when staff edit the catalogue). */
export function usePorts() {
  return useQuery({
    ...routeQuery(catalogRoutes.dictBatch, { body: PORT_DICTS }),
    // Under the catalogue's key, not NEGOTIATION_KEY: live events need not refetch dictionaries.
    select: (d): TPortLists => {
      const loading = d.PORT ?? [];
      const destination = d['DESTINATION PORT'] ?? [];
      const labels = new Map<number, string>();
      for (const p of [...loading, ...destination]) labels.set(p.dictDataId, p.dictLabel);
      return { loading, destination, labels };
    },
    staleTime: 10 * 60_000,
  });
}

/** The ask a quote list is about (its name, lines and price ranges for counters). */
export function useAskForQuotes(askId: string | null) {
  return useQuery({
    // The listings' key: refreshed with them (every quote action and live event refreshes the asks area too).
    ...routeQuery(asksRoutes.get, { params: { askId: askId ?? '' } }, { quiet: [ErrorCode.NotFound, ErrorCode.Validation] }),
    enabled: !!askId,
  });
}
