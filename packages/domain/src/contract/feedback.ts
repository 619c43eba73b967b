import { listOf, ZNoData } from '../api.ts';
import {
  ZBill,
  ZFeedback,
  ZFeedbackPhotoQuery,
  ZLatestDueBill,
  ZRateShipmentRequest,
  ZShipmentQuery,
  ZSnoozePromptRequest,
  ZSubmitFeedbackRequest,
} from '../after-sales/feedback.ts';
import { ZContractParams } from '../quotes/quote-view.ts';
import { defineArea } from './define-route.ts';

/**
 * Delivery feedback (issue 15 items 1–2; §2 /feedback; §3 Feedback satisfaction; §4 Feedback dialog, quality feedback
 * only after telex release; §7 `/claim/queryBill`, `/claim/queryLatestDueBill`; §9 latest due bill check). Only the
 * contract's buyer rates; the seller reads the feedback on the order; staff read everything.
 */
export const feedbackContract = defineArea('feedback', {
  latestDueBill: {
    method: 'GET',
    path: '/app-v2/claim/queryLatestDueBill',
    access: 'user',
    tag: 'feedback',
    summary: "The caller's latest arrived shipment (as buyer) not yet rated and not put off → {billNo, eta, shipmentId}, or null",
    response: ZLatestDueBill,
  },
  bill: {
    method: 'GET',
    path: '/app-v2/claim/queryBill',
    access: 'party',
    tag: 'feedback',
    summary: 'One shipment of a contract of the caller {shipmentId}: BL, ETA, containers, telex release, its rating',
    query: ZShipmentQuery,
    response: ZBill,
  },
  rate: {
    method: 'POST',
    path: '/app-v2/feedback/rate',
    access: 'party',
    tag: 'feedback',
    summary: 'The satisfaction dialog\'s choice {shipmentId, satisfaction 1–4} (the buyer; arrived shipments; once: 1703)',
    body: ZRateShipmentRequest,
    response: ZFeedback,
  },
  later: {
    method: 'POST',
    path: '/app-v2/feedback/later',
    access: 'party',
    tag: 'feedback',
    summary: '"Later" in the satisfaction dialog {shipmentId}: not asked again about it before the next day',
    body: ZSnoozePromptRequest,
    response: ZNoData,
  },
  submit: {
    method: 'POST',
    path: '/app-v2/feedback',
    access: 'party',
    tag: 'feedback',
    summary: 'The feedback form {shipmentId, satisfaction 1–3, quality/weight/packing/documents 1–5, comment, photoFileIds}',
    description: '1701 not arrived; 1702 before telex release (§4); 1703 feedback already sent; 1704 a photo not the caller\'s.',
    body: ZSubmitFeedbackRequest,
    response: ZFeedback,
  },
  contractFeedback: {
    method: 'GET',
    path: '/app-v2/contract/:contractId/feedback',
    access: 'party',
    tag: 'feedback',
    summary: "A contract's delivery feedback, one per rated shipment (both parties and staff)",
    params: ZContractParams,
    response: listOf(ZFeedback),
  },
  photo: {
    method: 'GET',
    path: '/app-v2/feedback/photo',
    access: 'party',
    tag: 'feedback',
    summary: "A photo of a contract's delivery feedback {contractId, fileId} (both parties and staff)",
    description: 'The session may come from the token cookie, so <img> works.',
    query: ZFeedbackPhotoQuery,
    kind: 'file',
  },
});
