/**
 * Contract documents (issue 5 item 3; §3 contract files): the list for the parties and staff, the upload with progress
 * (lib/upload.ts), and the withdrawal, through the typed client (lib/route-client.ts). An upload or a withdrawal
 * refreshes the contract's list wherever it shows (the money panel's receipt picker reads the same list).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { documentsRoutes } from '@scrapbridge/domain/contract/routes/documents';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TContractDocument, TDocumentType } from '@scrapbridge/domain/orders/documents';
import { ApiError } from '#lib/api-client.ts';
import { callRoute, routeKey, routeQuery, uploadRoute } from '#lib/route-client.ts';

/** The key of one contract's document list. */
function documentsKey(contractId: string) {
  return routeKey(documentsRoutes.list, { params: { contractId } });
}

export function useContractDocuments(contractId: string) {
  return useQuery({
    ...routeQuery(documentsRoutes.list, { params: { contractId } }, { quiet: [ErrorCode.NotFound] }),
    enabled: !!contractId,
    staleTime: 0,
  });
}

/**
 * The document's bytes (documents.file, the path the server names in `url`): inline (preview, <img>) or as a download.
 * The session cookie authorizes the link.
 */
export function documentHref(doc: Pick<TContractDocument, 'url'>, download = false): string {
  return download ? `${doc.url}?download=1` : doc.url;
}

export type TDocumentUpload = { contractId: string; type: TDocumentType; file: File; remark?: string; shipmentId?: string };

/**
 * The upload (documents.upload) as multipart, the text fields before the file (the server reads them as they come).
 * The form shows field problems itself (1000), and the api client words 403 ("too large") as a toast.
 */
export async function uploadContractDocument(u: TDocumentUpload, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<TContractDocument> {
  const form = new FormData();
  form.append('type', u.type);
  if (u.remark) form.append('remark', u.remark);
  if (u.shipmentId) form.append('shipmentId', u.shipmentId);
  form.append('file', u.file, u.file.name);
  const result = await uploadRoute(documentsRoutes.upload, { params: { contractId: u.contractId } }, form, {
    onProgress,
    ...(signal ? { signal } : {}),
    quiet: [ErrorCode.Validation],
  });
  if (!result.success) throw new ApiError(result);
  return result.data;
}

/** The upload as a mutation: the list refreshes once the document is stored. */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: TDocumentUpload & { onProgress: (percent: number) => void }) => uploadContractDocument(v, v.onProgress),
    onSuccess: (doc) => queryClient.invalidateQueries({ queryKey: documentsKey(doc.contractId) }),
  });
}

export function useWithdrawDocument(contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => callRoute(documentsRoutes.withdraw, { params: { contractId, documentId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey(contractId) }),
  });
}
