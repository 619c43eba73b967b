import type { Readable } from 'node:stream';
import type { TConfig } from '../../../config.ts';
import { createDiskStorage } from './disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';

export type TStorageDriver = 'disk' | 's3';

/** Bytes to store: in memory (processed images) or a file on local disk (videos, streamed through). */
export type TStorageBody = { buffer: Buffer } | { path: string };

/** A byte range, both ends inclusive (HTTP Range semantics). */
export type TByteRange = { start: number; end: number };

/**
 * Where uploaded bytes live (ARCHITECTURE.md run modes: local disk by default, S3-compatible object storage when
 * configured). Keys are chosen by the caller and never contain user input.
 */
export type TFileStorage = {
  driver: TStorageDriver;
  put: (key: string, body: TStorageBody, meta: { contentType: string; size: number }) => Promise<void>;
  /** A stream of the object (or of one range of it). */
  get: (key: string, range?: TByteRange) => Promise<Readable>;
  delete: (key: string) => Promise<void>;
};

/** Storage key of a new file: purpose/yyyy/mm/id.ext — spreads objects and tells an operator what each is. */
export function storageKeyFor(opts: { purpose: string; fileId: string; ext: string; now: Date }): string {
  const yyyy = String(opts.now.getUTCFullYear());
  const mm = String(opts.now.getUTCMonth() + 1).padStart(2, '0');
  return `${opts.purpose}/${yyyy}/${mm}/${opts.fileId}.${opts.ext}`;
}

const cache = new WeakMap<TConfig['storage'], TFileStorage>();

/** The configured storage; one per config, so the S3 client and its connections are shared. */
export function storageFor(config: Pick<TConfig, 'storage'>): TFileStorage {
  const existing = cache.get(config.storage);
  if (existing) return existing;
  const storage = config.storage.driver === 's3' ? createS3Storage(config.storage.s3) : createDiskStorage(config.storage.uploadDir);
  cache.set(config.storage, storage);
  return storage;
}
