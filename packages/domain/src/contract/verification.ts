import {
  ZApproveVerificationRequest,
  ZRefuseVerificationRequest,
  ZVerificationPage,
  ZVerificationParams,
  ZVerificationQueueQuery,
  ZVerificationReviewed,
} from '../verification.ts';
import { defineArea } from './define-route.ts';

/** Staff review of enterprise verification (§4 verification flow, §9 1 working day). */
export const verificationContract = defineArea('verification', {
  queue: {
    method: 'GET',
    path: '/admin/verifications',
    access: 'staff',
    tag: 'admin',
    summary: 'Enterprise verification queue, oldest first, with the §9 due time (staff)',
    query: ZVerificationQueueQuery,
    response: ZVerificationPage,
  },
  approve: {
    method: 'POST',
    path: '/admin/verifications/:verificationId/approve',
    access: 'staff',
    tag: 'admin',
    summary: 'Approve: the user becomes a verified enterprise (VIP) {version, userType?} (staff)',
    params: ZVerificationParams,
    body: ZApproveVerificationRequest,
    response: ZVerificationReviewed,
  },
  refuse: {
    method: 'POST',
    path: '/admin/verifications/:verificationId/refuse',
    access: 'staff',
    tag: 'admin',
    summary: 'Refuse with a reason the user reads {version, reason} (staff)',
    params: ZVerificationParams,
    body: ZRefuseVerificationRequest,
    response: ZVerificationReviewed,
  },
});
