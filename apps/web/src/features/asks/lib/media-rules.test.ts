import { describe, expect, it } from 'vitest';
import { MB } from '@scrapbridge/domain/media';
import { kindOfFile, moveItem, screenFiles } from './media-rules.ts';

const img = (name = 'a.jpg', size = 1 * MB, type = 'image/jpeg') => ({ name, size, type });
const mp4 = (name = 'v.mp4', size = 10 * MB) => ({ name, size, type: 'video/mp4' });

describe('media limits before upload (§5, §9)', () => {
  it('tells pictures, mp4 videos, other videos and other files apart', () => {
    expect(kindOfFile(img())).toBe('image');
    expect(kindOfFile({ name: 'scan.BMP', type: '' })).toBe('image');
    expect(kindOfFile(mp4())).toBe('video');
    expect(kindOfFile({ name: 'clip.mov', type: 'video/quicktime' })).toBe('badVideo');
    expect(kindOfFile({ name: 'x.exe', type: 'application/x-msdownload' })).toBeNull();
    expect(kindOfFile({ name: 'doc.pdf', type: 'application/pdf' })).toBeNull();
  });

  it('refuses a picture over 10 MB and a video over 100 MB', () => {
    const r = screenFiles([], [img('big.jpg', 10 * MB + 1), img('ok.jpg', 10 * MB), mp4('big.mp4', 100 * MB + 1), mp4('ok.mp4', 100 * MB)]);
    expect(r.accepted.map((a) => a.file.name)).toEqual(['ok.jpg', 'ok.mp4']);
    expect(r.rejected.map((x) => x.reason)).toEqual(['imageTooLarge', 'videoTooLarge']);
  });

  it('stops at 50 files per ask and 3 videos, counting what the ask already holds', () => {
    const existing = [...Array.from({ length: 46 }, () => ({ kind: 'image' as const })), { kind: 'video' as const }, { kind: 'video' as const }];
    const r = screenFiles(existing, [mp4('3rd.mp4'), mp4('4th.mp4'), img('50th.jpg'), img('51st.jpg')]);
    expect(r.accepted.map((a) => a.file.name)).toEqual(['3rd.mp4', '50th.jpg']);
    expect(r.rejected).toEqual([
      { file: expect.objectContaining({ name: '4th.mp4' }), reason: 'maxVideos' },
      { file: expect.objectContaining({ name: '51st.jpg' }), reason: 'maxFiles' },
    ]);
  });

  it('names the wrong formats', () => {
    const r = screenFiles([], [{ name: 'clip.avi', size: 5, type: 'video/x-msvideo' }, { name: 'x.exe', size: 5, type: 'application/octet-stream' }]);
    expect(r.rejected.map((x) => x.reason)).toEqual(['incorrectVideo', 'incorrectFile']);
  });

  it('reorders', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, -2)).toEqual(['c', 'a', 'b']);
  });
});
