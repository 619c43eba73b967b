/**
 * Photo recognition over the typed client (issue 17 item 1; §7 /ai-system, sent with the AI token): the identify
 * screen of /ai-tools and the publish form's grade suggestion share it. Answers are cached per set of photos, so
 * re-rendering a form never asks again for the same pictures.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TRelabelRequest } from '@scrapbridge/domain/ai-recognition/ai-recognition';
import { aiRecognitionRoutes } from '@scrapbridge/domain/contract/routes/ai-recognition';
import { areaKey, callRoute, routeQuery } from '#lib/route-client.ts';

/** The three likeliest grades for photos of one lot; `quiet` keeps a failure off the screen (a suggestion is optional). */
export function useIdentify(fileIds: string[], opts: { quiet?: boolean } = {}) {
  return useQuery({
    ...routeQuery(aiRecognitionRoutes.identify, { body: { fileIds } }, { quiet: opts.quiet ?? false }),
    enabled: fileIds.length > 0,
    staleTime: Infinity,
    retry: false,
  });
}

/** Live asks whose photos look nearest to one photo. */
export function useSimilarListings(fileId: string | undefined) {
  return useQuery({
    ...routeQuery(aiRecognitionRoutes.similar, { body: { fileId: fileId ?? '' } }),
    enabled: Boolean(fileId),
    staleTime: Infinity,
    retry: false,
  });
}

/** Staff: confirm a reference photo's grade, give it another, or exclude it; the answers shown are asked again. */
export function useRelabelPhoto() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { fileId: string; body: TRelabelRequest }) => callRoute(aiRecognitionRoutes.relabel, { params: { fileId: v.fileId }, body: v.body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: areaKey('aiRecognition') }),
  });
}
