import type { TFeedback } from '@scrapbridge/domain/after-sales/feedback';
import type { TFeedbackRow } from './feedback.repository.ts';

/** The photo route of a contract's feedback (the parties and staff; the buyer's picture is private otherwise). */
export function feedbackPhotoUrl(contractId: string, fileId: string): string {
  return `/app-v2/feedback/photo?contractId=${contractId}&fileId=${fileId}`;
}

export function presentFeedback(row: TFeedbackRow, billNo: string | null): TFeedback {
  return {
    id: row.id,
    shipmentId: row.shipmentId,
    contractId: row.contractId,
    billNo,
    satisfaction: row.satisfaction,
    scores: { quality: row.qualityScore, weight: row.weightScore, packing: row.packingScore, documents: row.documentsScore },
    comment: row.comment,
    photos: row.photoFileIds.map((fileId) => ({ fileId, url: feedbackPhotoUrl(row.contractId, fileId) })),
    detailsAt: row.detailsAt ? row.detailsAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}
