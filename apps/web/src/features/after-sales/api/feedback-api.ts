/**
 * Delivery feedback calls (issue 15 items 1–2; §7 /claim/queryLatestDueBill, /claim/queryBill) through the typed
 * client. A rating or a sent form refreshes the feedback area (the bill, the order's feedback section, the prompt).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSatisfaction, TSubmitFeedbackInput } from '@scrapbridge/domain/after-sales/feedback';
import { feedbackRoutes } from '@scrapbridge/domain/contract/routes/feedback';
import { filesRoutes } from '@scrapbridge/domain/contract/routes/files';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TApiResult } from '#lib/api-client.ts';
import { areaKey, callRoute, routeQuery, uploadRoute } from '#lib/route-client.ts';

export function useBill(shipmentId: string | null) {
  return useQuery({
    ...routeQuery(feedbackRoutes.bill, { query: { shipmentId: shipmentId ?? '' } }, { quiet: [ErrorCode.NotFound, ErrorCode.Validation] }),
    enabled: !!shipmentId,
    staleTime: 0,
    retry: false,
  });
}

/** The prompt's check: quiet (a failure shows nothing; the next page load asks again). */
export function fetchLatestDueBill() {
  return callRoute(feedbackRoutes.latestDueBill, {}, { quiet: true });
}

export function rateShipment(shipmentId: string, satisfaction: TSatisfaction) {
  return callRoute(feedbackRoutes.rate, { body: { shipmentId, satisfaction } }, { quiet: true });
}

export function snoozeShipment(shipmentId: string) {
  return callRoute(feedbackRoutes.later, { body: { shipmentId } }, { quiet: true });
}

export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSubmitFeedbackInput) => callRoute(feedbackRoutes.submit, { body }, { quiet: [ErrorCode.Validation] }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: areaKey('feedback') }),
  });
}

/** §7 POST /file/upload with fileType 'picture': the buyer's own photos of the unloading (private to the buyer until
 * attached to the feedback, then read by the contract's parties through the feedback). */
export function uploadFeedbackPhoto(file: File, opts: { onProgress: (percent: number) => void }): Promise<TApiResult<{ fileId: string; fileFullPath: string }>> {
  const form = new FormData();
  form.append('fileType', 'picture');
  form.append('file', file, file.name);
  return uploadRoute(filesRoutes.upload, {}, form, { onProgress: opts.onProgress, quiet: true });
}
