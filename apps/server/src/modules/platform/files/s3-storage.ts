import fs from 'node:fs';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { TByteRange, TFileStorage, TStorageBody } from './storage.ts';

export type TS3Config = {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
};

/** The part of S3Client the driver uses, so tests can hand it a recording fake. */
export type TS3Sender = { send: (command: PutObjectCommand | GetObjectCommand | DeleteObjectCommand) => Promise<unknown> };

/**
 * Where an object lives, as a URL: path-style (endpoint/bucket/key, MinIO and most self-hosted stores) or
 * virtual-hosted (bucket.s3.region.amazonaws.com/key, AWS). For logs and operators: the app itself serves files
 * through GET /app-v2/file/{id} so the access rules apply to every read.
 */
export function s3ObjectUrl(config: Pick<TS3Config, 'endpoint' | 'bucket' | 'region' | 'forcePathStyle'>, key: string): string {
  const encodedKey = key.split('/').map(encodeURIComponent).join('/');
  if (config.endpoint) {
    const base = new URL(config.endpoint);
    const origin = `${base.protocol}//${base.host}`;
    const basePath = base.pathname.replace(/\/+$/, '');
    if (config.forcePathStyle) return `${origin}${basePath}/${config.bucket}/${encodedKey}`;
    return `${base.protocol}//${config.bucket}.${base.host}${basePath}/${encodedKey}`;
  }
  if (config.forcePathStyle) return `https://s3.${config.region}.amazonaws.com/${config.bucket}/${encodedKey}`;
  return `https://${config.bucket}.s3.${config.region}.amazonaws.com/${encodedKey}`;
}

/** The HTTP Range header of a byte range ("bytes=0-99"). */
export function s3RangeHeader(range: TByteRange | undefined): string | undefined {
  return range ? `bytes=${range.start}-${range.end}` : undefined;
}

/**
 * Checksums only where S3 requires them. Since 3.729 the SDK by default sends a streamed body as `aws-chunked` with a
 * CRC32 trailer; a store that does not decode that framing either stores it with the bytes (s3rver: a video or
 * document written from its temp file came back longer than it went in, 44 bytes on 12 kB) or refuses the upload (several
 * S3-compatible services did after the SDK changed its default). A plain signed body is what every such store reads.
 */
export const S3_CHECKSUM_OPTIONS = { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } as const;

export function createS3Client(config: TS3Config): S3Client {
  return new S3Client({
    ...S3_CHECKSUM_OPTIONS,
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
  });
}

/** S3-compatible object storage (STORAGE_DRIVER=s3): one object per file, content type and length set on write. */
export function createS3Storage(config: TS3Config, client: TS3Sender = createS3Client(config)): TFileStorage {
  return {
    driver: 's3',
    put: async (key: string, body: TStorageBody, meta) => {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: key,
          Body: 'buffer' in body ? body.buffer : fs.createReadStream(body.path),
          ContentType: meta.contentType,
          ContentLength: meta.size,
          // Files are immutable by id: let any CDN in front of the bucket keep them.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    get: async (key: string, range?: TByteRange): Promise<Readable> => {
      const out = (await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key, Range: s3RangeHeader(range) }))) as {
        Body?: unknown;
      };
      if (out.Body instanceof Readable) return out.Body;
      if (out.Body && typeof (out.Body as { transformToWebStream?: unknown }).transformToWebStream === 'function') {
        return Readable.fromWeb((out.Body as { transformToWebStream: () => never }).transformToWebStream());
      }
      throw new Error(`empty S3 body for ${key}`);
    },
    delete: async (key: string) => {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }));
    },
  };
}
