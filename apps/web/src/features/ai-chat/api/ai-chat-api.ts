/**
 * The chat assistant's calls (§7: chat paths under /ai-chat; issue 17 item 6). Conversations are the signed-in user's
 * (40 per pull, §9); the answer is read as it streams from the POST's own response (text/event-stream), which
 * EventSource cannot do (it only GETs), so the body is read with fetch and cut into events here.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { aiChatRoutes } from '@scrapbridge/domain/contract/routes/ai-chat';
import { parseSseFrames, type TAskChatRequest, type TChatCitation } from '@scrapbridge/domain/ai-chat/ai-chat';
import { areaKey, callRoute, routeKey, routeQuery, streamRoute } from '#lib/route-client.ts';

export function useConversations(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: routeKey(aiChatRoutes.conversations, {}),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => callRoute(aiChatRoutes.conversations, { query: pageParam ? { cursor: pageParam } : {} }, { signal }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

export function useConversationMessages(conversationId: string | null) {
  return useQuery({ ...routeQuery(aiChatRoutes.messages, { params: { conversationId: conversationId ?? '' } }), enabled: !!conversationId });
}

export function useRenameConversation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { conversationId: string; title: string }) => callRoute(aiChatRoutes.rename, { params: { conversationId: v.conversationId }, body: { title: v.title } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: areaKey('aiChat') }),
  });
}

export function useDeleteConversation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: string) => callRoute(aiChatRoutes.remove, { params: { conversationId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: areaKey('aiChat') }),
  });
}

export type TAskHandlers = {
  onStart: (d: { conversationId: string | null; title: string | null }) => void;
  onToken: (text: string) => void;
  onCitations: (citations: TChatCitation[]) => void;
};

/** How a question ended: answered, or refused/failed with the server's (localized) message. */
export type TAskOutcome = { ok: true; messageId: string | null } | { ok: false; code: number; msg: string } | { ok: false; aborted: true };

/** POST /ai-chat/ask and read the answer as it streams (start, token…, citations, done | error). */
export async function askQuestion(body: TAskChatRequest, handlers: TAskHandlers, signal: AbortSignal): Promise<TAskOutcome> {
  let res: Response;
  try {
    res = await streamRoute(aiChatRoutes.ask, { body }, { signal, accept: 'text/event-stream' });
  } catch {
    return signal.aborted ? { ok: false, aborted: true } : { ok: false, code: 500, msg: '' };
  }
  if (!(res.headers.get('content-type') ?? '').startsWith('text/event-stream') || !res.body) {
    // Refused before any stream: the usual envelope (1000, 404, 429 …).
    const env = (await res.json().catch(() => null)) as { code?: number; msg?: string } | null;
    return { ok: false, code: env?.code ?? res.status, msg: env?.msg ?? '' };
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      const { frames, rest } = parseSseFrames(buffer + value);
      buffer = rest;
      for (const f of frames) {
        const data = JSON.parse(f.data) as Record<string, unknown>;
        if (f.event === 'start') handlers.onStart(data as { conversationId: string | null; title: string | null });
        else if (f.event === 'token') handlers.onToken(String(data['text'] ?? ''));
        else if (f.event === 'citations') handlers.onCitations((data['citations'] ?? []) as TChatCitation[]);
        else if (f.event === 'done') return { ok: true, messageId: (data['messageId'] as string | null) ?? null };
        else if (f.event === 'error') return { ok: false, code: Number(data['code']), msg: String(data['msg'] ?? '') };
      }
    }
  } catch {
    return signal.aborted ? { ok: false, aborted: true } : { ok: false, code: 500, msg: '' };
  }
  return signal.aborted ? { ok: false, aborted: true } : { ok: false, code: 500, msg: '' };
}
