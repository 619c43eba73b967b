import { randomBytes } from 'node:crypto';
import { Metadata } from '@tus/server';
import { claimFileRefusal, ZResumableMetadata, type TResumableMetadata } from '@scrapbridge/domain/after-sales/claim-files';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { describeIssue } from '@scrapbridge/domain/validation';
import type { TAppDeps } from '../../../app.ts';
import { lockAdvisory } from '../../../db/advisory-lock.repository.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { TSessionUser } from '../../identity/index.ts';
import { cleanFileName, refuseWhenStorageFull, storageFor } from '../../platform/index.ts';
import { bucketUsage, claimIsOfContract, insertResumableUpload } from './resumable.repository.ts';
import { requireTradeParty } from './trade-access.ts';
import { storageKeyOfUpload } from './tus-server.ts';

/** The limit group of a claim file (§5 "50 files, 1024 MB in total" per claim). */
export function bucketOf(meta: Pick<TResumableMetadata, 'contractId' | 'claimId'>, userId: string): string {
  // Before the claim is saved its files are the uploader's draft for that contract; once it has an id, the claim's.
  return meta.claimId ? `claim:${meta.claimId}` : `draft:${meta.contractId}:${userId}`;
}

/** Upload-Length as tus sends it: a non-negative integer of bytes. Deferred lengths are not taken (limits need it). */
export function parseUploadLength(header: string | string[] | undefined): number {
  const text = Array.isArray(header) ? header[0] : header;
  if (!text || !/^\d{1,15}$/.test(text)) throw AppError.field('Upload-Length', 'claimFiles.errors.badLength');
  return Number(text);
}

export function parseUploadMetadata(header: string | string[] | undefined): TResumableMetadata {
  const text = Array.isArray(header) ? header[0] : header;
  let raw: Record<string, string | null>;
  try {
    raw = Metadata.parse(text);
  } catch {
    throw AppError.field('Upload-Metadata', 'claimFiles.errors.badMetadata');
  }
  const parsed = ZResumableMetadata.safeParse(
    { purpose: raw['purpose'] ?? undefined, contractId: raw['contractId'] ?? undefined, claimId: raw['claimId'] || undefined, filename: raw['filename'] ?? undefined },
    { reportInput: true },
  );
  if (!parsed.success) throw new AppError(ErrorCode.Validation, undefined, undefined, parsed.error.issues.map(describeIssue));
  return { ...parsed.data, filename: cleanFileName(parsed.data.filename) };
}

export function limitRefusal(size: number, used: { files: number; bytes: number }): AppError | null {
  const refusal = claimFileRefusal(size, used);
  if (!refusal) return null;
  if (refusal.reason === 'fileTooLarge') return new AppError(ErrorCode.ClaimFileTooLarge, undefined, { maxMb: refusal.maxMb });
  if (refusal.reason === 'tooManyFiles') return new AppError(ErrorCode.ClaimFilesTooMany, undefined, { max: refusal.max });
  return new AppError(ErrorCode.ClaimFilesTotalTooLarge, undefined, { maxMb: refusal.maxMb, usedMb: refusal.usedMb });
}

/**
 * tus creation (issue 15 item 5): everything is decided before a byte is stored. The caller must be a party of the
 * contract (404 otherwise, like every order route); the declared length must fit the §5 limits of its claim — 500 MB
 * per file (1750), 50 files (1751), 1024 MB together (1752) — and the account's storage quota (1501). The row that
 * reserves the place is written under an advisory lock on the claim's limit group, so two files started at once cannot
 * together pass a limit. Answers the new upload's id; the tus server then creates the (empty) upload under it.
 */
export async function createUpload(opts: {
  deps: TAppDeps;
  session: TSessionUser;
  length: string | string[] | undefined;
  metadata: string | string[] | undefined;
}): Promise<{ uploadId: string; meta: TResumableMetadata; size: number }> {
  const { deps, session } = opts;
  const { db } = deps.database;
  const size = parseUploadLength(opts.length);
  const meta = parseUploadMetadata(opts.metadata);
  await requireTradeParty(db, meta.contractId, session);
  if (meta.claimId && !(await claimIsOfContract(db, meta.claimId, meta.contractId))) throw new AppError(ErrorCode.NotFound);
  // A file over 500 MB needs no lock to be refused.
  const tooLarge = limitRefusal(size, { files: 0, bytes: 0 });
  if (tooLarge) throw tooLarge;
  await refuseWhenStorageFull({ db, config: deps.config, uploader: session, size });

  const uploadId = randomBytes(16).toString('hex');
  const bucket = bucketOf(meta, session.userId);
  await db.transaction(async (tx) => {
    await lockAdvisory(tx, `resumable:${bucket}`);
    const refusal = limitRefusal(size, await bucketUsage(tx, bucket));
    if (refusal) throw refusal;
    await insertResumableUpload(tx, {
      id: uploadId,
      ownerUserId: session.userId,
      purpose: meta.purpose,
      contractId: meta.contractId,
      claimId: meta.claimId ?? null,
      bucket,
      fileName: meta.filename,
      declaredSize: size,
      storageDriver: storageFor(deps.config).driver,
      storageKey: storageKeyOfUpload(uploadId),
    });
  });
  return { uploadId, meta, size };
}
