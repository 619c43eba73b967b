import { S3Store } from '@tus/s3-store';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../config.ts';
import type { TSessionUser } from '../../identity/index.ts';
import { bindCall, createTusServer } from './tus-server.ts';

/**
 * The S3 path of resumable uploads (STORAGE_DRIVER=s3), with a recording S3 client as the file storage's S3 tests do:
 * a claim file becomes an S3 multipart upload in the configured bucket under the same key the files table records
 * (resumable/<id>), beside its .info object; its pieces are sent as parts, not kept in memory.
 */
describe('[CLAIMS] resumable claim files on S3', () => {
  it('creates a multipart upload under resumable/<id> in the bucket and records its info object', async () => {
    const config = parseConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'sb-claims', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true' });
    const tus = createTusServer(config);
    expect(tus.datastore).toBeInstanceOf(S3Store);
    const sent: { op: string; input: Record<string, unknown> }[] = [];
    // The store's S3 client, replaced by one that records and answers like S3.
    (tus.datastore as unknown as { client: unknown }).client = {
      createMultipartUpload: async (input: Record<string, unknown>) => {
        sent.push({ op: 'createMultipartUpload', input });
        return { Key: input['Key'], UploadId: 'mpu-1' };
      },
      putObject: async (input: Record<string, unknown>) => {
        sent.push({ op: 'putObject', input });
        return {};
      },
    };
    const uploadId = 'a'.repeat(32);
    const request = new Request('http://localhost/app-v2/files/resumable', {
      method: 'POST',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': String(300 * 1024 * 1024), 'upload-metadata': `filename ${Buffer.from('video.mp4').toString('base64')}` },
    });
    bindCall(request, { session: { userId: 'u' } as TSessionUser, lang: 'en', uploadId, onFinish: async () => ({}) });
    const res = await tus.handleWeb(request);
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe(`/app-v2/files/resumable/${uploadId}`);
    expect(sent[0]).toMatchObject({ op: 'createMultipartUpload', input: { Bucket: 'sb-claims', Key: `resumable/${uploadId}` } });
    expect(sent[1]).toMatchObject({ op: 'putObject', input: { Bucket: 'sb-claims', Key: `resumable/${uploadId}.info` } });
    expect(JSON.parse(String(sent[1]!.input['Body']))).toMatchObject({ id: `resumable/${uploadId}`, size: 300 * 1024 * 1024, offset: 0 });
  });
});
