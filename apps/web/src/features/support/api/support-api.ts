/**
 * Customer service calls (issue 16 item 2) through the typed client. The conversation and the inbox are refreshed by
 * the live stream (lib/live-stream.ts: `event: support` invalidates the support area), so they need no polling.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supportRoutes } from '@scrapbridge/domain/contract/routes/support';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TSupportInboxQueryInput, TSupportMessageRequestInput, TSupportStatus } from '@scrapbridge/domain/support/support';
import { areaKey, callRoute, requestRoute, routeQuery, uploadRoute } from '#lib/route-client.ts';

export function useSupportThread(enabled = true) {
  return useQuery({ ...routeQuery(supportRoutes.thread, {}), enabled, staleTime: 0 });
}

export function useStaffSupportThread(conversationId: string | null) {
  return useQuery({
    ...routeQuery(supportRoutes.staffThread, { params: { conversationId: conversationId ?? '' } }, { quiet: [ErrorCode.NotFound] }),
    enabled: !!conversationId,
    staleTime: 0,
  });
}

export function useSupportInbox(query: TSupportInboxQueryInput) {
  return useQuery({ ...routeQuery(supportRoutes.inbox, { query }), placeholderData: keepPreviousData, staleTime: 0 });
}

export function useSupportStaffMembers() {
  return useQuery({ ...routeQuery(supportRoutes.staffMembers, {}), staleTime: 60_000 });
}

function useRefreshSupport() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: areaKey('support') });
}

/** Sends a message: the user's own (no conversationId) or a staff answer. 1000 and 1780 are shown by the client. */
export function useSendSupport(conversationId: string | null) {
  const refresh = useRefreshSupport();
  return useMutation({
    mutationFn: (body: TSupportMessageRequestInput) =>
      conversationId ? callRoute(supportRoutes.reply, { params: { conversationId }, body }) : callRoute(supportRoutes.send, { body }),
    onSuccess: refresh,
  });
}

/** Marks the conversation read (the user's, or the staff's read of a named one); quiet: nothing to say if it fails. */
export function useMarkSupportRead(conversationId: string | null) {
  const refresh = useRefreshSupport();
  return useMutation({
    mutationFn: () =>
      conversationId
        ? requestRoute(supportRoutes.staffRead, { params: { conversationId } }, { quiet: true })
        : requestRoute(supportRoutes.read, {}, { quiet: true }),
    onSuccess: refresh,
  });
}

export function useAssignSupport(conversationId: string) {
  const refresh = useRefreshSupport();
  return useMutation({
    mutationFn: (input: { staffUserId: string | null; version: number }) => callRoute(supportRoutes.assign, { params: { conversationId }, body: input }),
    onSettled: refresh,
  });
}

export function useSetSupportStatus(conversationId: string) {
  const refresh = useRefreshSupport();
  return useMutation({
    mutationFn: (input: { status: TSupportStatus; version: number }) => callRoute(supportRoutes.status, { params: { conversationId }, body: input }),
    onSettled: refresh,
  });
}

/** One attachment; the client shows a refusal (type, size, quota) as it does for every upload. */
export function uploadSupportFile(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadRoute(supportRoutes.upload, {}, form);
}
