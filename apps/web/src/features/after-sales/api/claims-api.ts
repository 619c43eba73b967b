/**
 * Claim calls (issue 15 item 3; §7 /claim/queryClaimRecord, updateClaim, launchClaim, commitClaim, fallbackQuality),
 * through the typed client. Every change refreshes the claims area (records, the claim, the selection, the staff queue)
 * and the contract's invoices (a settlement writes a credit note).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { claimsRoutes } from '@scrapbridge/domain/contract/routes/claims';
import { filesRoutes } from '@scrapbridge/domain/contract/routes/files';
import type {
  TAnswerClaimRequestInput,
  TClaimStatus,
  TLaunchClaimRequestInput,
  TSettleClaimRequestInput,
  TUpdateClaimRequestInput,
} from '@scrapbridge/domain/claims/claim';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TApiResult } from '#lib/api-client.ts';
import { areaKey, callRoute, routeQuery, uploadRoute } from '#lib/route-client.ts';

function refreshClaims(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: areaKey('claims') }), queryClient.invalidateQueries({ queryKey: areaKey('payments') })]);
}

export function useClaimSelection(shipmentId: string | null) {
  return useQuery({
    ...routeQuery(claimsRoutes.selection, { query: { shipmentId: shipmentId ?? '' } }, { quiet: [ErrorCode.NotFound] }),
    enabled: !!shipmentId,
    staleTime: 0,
  });
}

export function useClaim(claimId: string | null) {
  return useQuery({
    ...routeQuery(claimsRoutes.detail, { params: { claimId: claimId ?? '' } }, { quiet: [ErrorCode.NotFound] }),
    enabled: !!claimId,
    staleTime: 0,
  });
}

export function useClaimRecords(side: 'buyer' | 'seller', pageNum: number) {
  return useQuery({
    ...routeQuery(claimsRoutes.queryClaimRecord, { query: { side, pageNum, pageSize: 20 } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useContractClaims(contractId: string) {
  return useQuery({ ...routeQuery(claimsRoutes.contractClaims, { params: { contractId } }, { quiet: [ErrorCode.NotFound] }), enabled: !!contractId, staleTime: 0 });
}

export function useStaffClaims(filter: string, pageNum: number) {
  return useQuery({
    ...routeQuery(claimsRoutes.staffQueue, { query: { filter: filter as never, pageNum, pageSize: 20 } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Save a draft (updateClaim) or submit in one step (launchClaim); 1000 is the form's to show. */
export function useSaveClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (a: { submit: false; body: TUpdateClaimRequestInput } | { submit: true; body: TLaunchClaimRequestInput }) =>
      a.submit
        ? callRoute(claimsRoutes.launchClaim, { body: a.body }, { quiet: [ErrorCode.Validation] })
        : callRoute(claimsRoutes.updateClaim, { body: a.body }, { quiet: [ErrorCode.Validation] }),
    onSettled: () => refreshClaims(queryClient),
  });
}

/** Submit a saved draft. */
export function useCommitClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (a: { claimId: string; status: TClaimStatus }) => callRoute(claimsRoutes.commitClaim, { body: a }, { quiet: [ErrorCode.Validation] }),
    onSettled: () => refreshClaims(queryClient),
  });
}

export type TClaimStepInput =
  | { step: 'withdraw'; claimId: string; status: TClaimStatus }
  | { step: 'fallbackQuality'; claimId: string; status: TClaimStatus }
  | { step: 'answer'; claimId: string; body: TAnswerClaimRequestInput }
  | { step: 'message'; claimId: string; text: string }
  | { step: 'mediate' | 'close'; claimId: string; status: TClaimStatus; note?: string }
  | { step: 'settle'; claimId: string; body: TSettleClaimRequestInput };

/** Any step on an existing claim; the server's refusals (1723 wrong stage, 110801 stale …) are the client's toasts. */
export function useClaimStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (a: TClaimStepInput): Promise<{ feedbackPath?: string }> => {
      const params = { claimId: a.claimId };
      switch (a.step) {
        case 'withdraw':
          await callRoute(claimsRoutes.withdraw, { params, body: { status: a.status } });
          return {};
        case 'fallbackQuality':
          return { feedbackPath: (await callRoute(claimsRoutes.fallbackQuality, { body: { claimId: a.claimId, status: a.status } })).feedbackPath };
        case 'answer':
          await callRoute(claimsRoutes.answer, { params, body: a.body }, { quiet: [ErrorCode.Validation] });
          return {};
        case 'message':
          await callRoute(claimsRoutes.message, { params, body: { text: a.text } }, { quiet: [ErrorCode.Validation] });
          return {};
        case 'settle':
          await callRoute(claimsRoutes.settle, { params, body: a.body }, { quiet: [ErrorCode.Validation] });
          return {};
        default:
          await callRoute(claimsRoutes[a.step], { params, body: { status: a.status, note: a.note } });
          return {};
      }
    },
    onSettled: () => refreshClaims(queryClient),
  });
}

/**
 * A claim photo or video through the existing upload (§7 /file/upload, fileType 'picture'); the resumable uploader for
 * large documents replaces it where it is mounted.
 */
export function uploadClaimFile(file: File, opts: { onProgress: (percent: number) => void }): Promise<TApiResult<{ fileId: string; fileFullPath: string }>> {
  const form = new FormData();
  form.append('fileType', 'picture');
  form.append('file', file, file.name);
  return uploadRoute(filesRoutes.upload, {}, form, { onProgress: opts.onProgress, quiet: true });
}
