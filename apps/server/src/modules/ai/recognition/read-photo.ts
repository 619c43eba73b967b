import type { storageFor } from '../../platform/index.ts';

export type TPhotoStorage = Pick<ReturnType<typeof storageFor>, 'get'>;

/** A stored picture's bytes (processed uploads are at most a few MB: read whole, the decoders want a buffer). */
export async function readPhoto(storage: TPhotoStorage, storageKey: string): Promise<Buffer> {
  const stream = await storage.get(storageKey);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
