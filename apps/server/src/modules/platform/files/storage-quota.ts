import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { MB } from '@scrapbridge/domain/media';
import { isVerifiedUser } from '@scrapbridge/domain/verification';
import type { TConfig } from '../../../config.ts';
import { lockAdvisory } from '../../../db/advisory-lock.repository.ts';
import type { TDbOrTx, TTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { sumStoredBytes } from './files.repository.ts';

/** Who uploads, as the session carries it: enough to know their quota. */
export type TUploader = { userId: string; userType: string; userState: number; isStaff: boolean };

/**
 * The account's storage quota in bytes (issue 13): verified (VIP, §6: Supplier or Buyer) accounts keep more than
 * general ones, since only they publish listings with photos and videos and trade with contract documents. Staff
 * upload for the operator (contract documents, bills of lading) and have none: null.
 */
export function storageQuotaOf(config: Pick<TConfig, 'uploads'>, uploader: TUploader): number | null {
  if (uploader.isStaff) return null;
  return isVerifiedUser(uploader) ? config.uploads.quotaBytes.verified : config.uploads.quotaBytes.general;
}

/** "200 MB", "10 GB", "1.5 GB": what the quota message shows. */
export function formatStorage(bytes: number): string {
  const gb = bytes / (1024 * MB);
  if (gb >= 1) return `${Math.round(gb * 10) / 10} GB`;
  return `${Math.round((bytes / MB) * 10) / 10} MB`;
}

function quotaExceeded(config: Pick<TConfig, 'uploads'>, uploader: TUploader, quota: number, used: number): AppError {
  const params = { quota: formatStorage(quota), used: formatStorage(used) };
  // A general account is told that verification raises the quota (§6 upgrade).
  if (!isVerifiedUser(uploader)) {
    return new AppError(ErrorCode.StorageQuotaExceeded, 'listings.errors.storageQuotaUpgrade', { ...params, verifiedQuota: formatStorage(config.uploads.quotaBytes.verified) });
  }
  return new AppError(ErrorCode.StorageQuotaExceeded, undefined, params);
}

/**
 * An early refusal: before a byte of the file is read (no `size`: the account is already full), or before the
 * processed bytes are written to storage (`size`: they would not fit). Not binding (no lock); reserveStorage is,
 * when the row is written.
 */
export async function refuseWhenStorageFull(opts: { db: TDbOrTx; config: Pick<TConfig, 'uploads'>; uploader: TUploader; size?: number }): Promise<void> {
  const quota = storageQuotaOf(opts.config, opts.uploader);
  if (quota === null) return;
  const used = await sumStoredBytes(opts.db, opts.uploader.userId);
  if (used >= quota || used + (opts.size ?? 0) > quota) throw quotaExceeded(opts.config, opts.uploader, quota, used);
}

/**
 * The binding check, inside the transaction that inserts the file row: the account's uploads are serialized on an
 * advisory lock (held until commit), so parallel uploads each see the others' rows and cannot together pass the
 * quota; other accounts are not held up. Code 1501 when `size` more bytes would pass it.
 */
export async function reserveStorage(opts: { tx: TTx; config: Pick<TConfig, 'uploads'>; uploader: TUploader; size: number }): Promise<void> {
  const quota = storageQuotaOf(opts.config, opts.uploader);
  if (quota === null) return;
  await lockAdvisory(opts.tx, `files.quota:${opts.uploader.userId}`);
  const used = await sumStoredBytes(opts.tx, opts.uploader.userId);
  if (used + opts.size > quota) throw quotaExceeded(opts.config, opts.uploader, quota, used);
}
