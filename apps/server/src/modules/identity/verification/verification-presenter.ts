import type { TCompanyFile, TVerificationRow } from '@scrapbridge/domain/verification';
import { isOverdue } from '@scrapbridge/domain/working-days';
import { filePath, fileUrl } from '../../platform/index.ts';
import type { TVerificationJoined } from './verification.repository.ts';

/** A stored document as the client refers to it (§3 companyInfo files: fileFullPath, fileName, generateUrl). */
export function companyFileOf(
  publicUrl: string,
  file: { id: string | null; ext: string | null; name: string | null } | null,
): TCompanyFile | null {
  if (!file?.id || !file.ext) return null;
  return { fileId: file.id, fileFullPath: filePath(file.id, file.ext), fileName: file.name ?? `${file.id}.${file.ext}`, generateUrl: fileUrl(publicUrl, file.id, file.ext) };
}

export function toVerificationRow(row: TVerificationJoined, publicUrl: string, now: Date = new Date()): TVerificationRow {
  const { v } = row;
  return {
    verificationId: v.id,
    userId: v.userId,
    email: row.email,
    phoneCountry: row.phoneCountry,
    phoneNumber: row.phoneNumber,
    firstName: row.firstName,
    lastName: row.lastName,
    bizType: row.bizType,
    businessType: row.businessType,
    companyName: v.companyName,
    companyEnglishName: v.companyNameEn,
    inviteCode: v.inviteCode,
    businessLicenseFile: companyFileOf(publicUrl, row.licence),
    personalCardFile: companyFileOf(publicUrl, row.card),
    state: v.state,
    submittedAt: v.submittedAt.toISOString(),
    dueAt: v.dueAt.toISOString(),
    overdue: v.state === 'pending' && isOverdue(v.dueAt, now),
    reviewedAt: v.reviewedAt?.toISOString() ?? null,
    reviewerEmail: row.reviewerEmail,
    refuseReason: v.refuseReason,
    approvedUserType: v.approvedUserType ?? null,
    version: v.version,
  };
}
