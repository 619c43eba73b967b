import { describe, expect, it } from 'vitest';
import { moveInOrder, ZSiteVideoOrderRequest, ZSiteVideoWriteRequest } from './site-video.ts';

const a = '00000000-0000-4000-8000-00000000000a';
const b = '00000000-0000-4000-8000-00000000000b';
const c = '00000000-0000-4000-8000-00000000000c';

describe('site videos (§2 /videoX)', () => {
  it('moves one video up or down, never past either end', () => {
    expect(moveInOrder([a, b, c], b, 'up')).toEqual([b, a, c]);
    expect(moveInOrder([a, b, c], b, 'down')).toEqual([a, c, b]);
    expect(moveInOrder([a, b, c], a, 'up')).toEqual([a, b, c]);
    expect(moveInOrder([a, b, c], c, 'down')).toEqual([a, b, c]);
    expect(moveInOrder([a, b], 'zzz', 'down')).toEqual([a, b]);
  });

  it('refuses an order with a video twice', () => {
    expect(ZSiteVideoOrderRequest.safeParse({ videoIds: [a, b] }).success).toBe(true);
    expect(ZSiteVideoOrderRequest.safeParse({ videoIds: [a, a] }).success).toBe(false);
    expect(ZSiteVideoOrderRequest.safeParse({ videoIds: [] }).success).toBe(false);
  });

  it('needs both titles and file ids', () => {
    expect(ZSiteVideoWriteRequest.safeParse({ videoFileId: a, titleZh: '发布', titleEn: 'Publish' }).data).toMatchObject({ posterFileId: null, published: false, descriptionEn: '' });
    expect(ZSiteVideoWriteRequest.safeParse({ videoFileId: a, titleZh: ' ', titleEn: 'Publish' }).success).toBe(false);
    expect(ZSiteVideoWriteRequest.safeParse({ videoFileId: 'x.mp4', titleZh: '发布', titleEn: 'Publish' }).success).toBe(false);
  });
});
