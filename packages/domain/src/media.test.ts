import { describe, expect, it } from 'vitest';
import { ALLOWED_MIME, IMAGE_MAX_BYTES, VIDEO_MAX_BYTES, ZPictureRequestItem, ZUploadFields, maxBytesFor, mediaKindOf } from './media.ts';

describe('§5/§9 media rules', () => {
  it('has the limits of §9: image 10 MB, video 100 MB', () => {
    expect(IMAGE_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(VIDEO_MAX_BYTES).toBe(100 * 1024 * 1024);
    expect(maxBytesFor('image')).toBe(IMAGE_MAX_BYTES);
    expect(maxBytesFor('video')).toBe(VIDEO_MAX_BYTES);
    expect(mediaKindOf('video/mp4')).toBe('video');
    expect(mediaKindOf('image/bmp')).toBe('image');
  });

  it('accepts for ask media the pictures and MP4; for verification documents only the §5 company-step formats', () => {
    expect(ALLOWED_MIME.ask).toEqual(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/bmp', 'video/mp4']);
    expect(ALLOWED_MIME.user_info).not.toContain('video/mp4');
    expect(ALLOWED_MIME.user_info).not.toContain('image/webp');
  });

  it('reads upload fields with defaults, and album items with coordinates and dates', () => {
    expect(ZUploadFields.parse({})).toEqual({ fileType: 'ask', watermark: '0' });
    expect(ZUploadFields.safeParse({ fileType: 'exe' }).success).toBe(false);
    const id = '00000000-0000-4000-8000-000000000001';
    expect(ZPictureRequestItem.safeParse({ fileInfo: { fileId: id }, coordinates: '22.54, 114.05', takenDate: '2026-04-02' }).success).toBe(true);
    expect(ZPictureRequestItem.safeParse({ fileInfo: { fileId: id }, coordinates: '222,1' }).success).toBe(false);
    expect(ZPictureRequestItem.safeParse({ fileInfo: { fileId: id }, takenDate: 'yesterday' }).success).toBe(false);
  });
});
