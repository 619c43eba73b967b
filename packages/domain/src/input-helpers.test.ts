import { describe, expect, it } from 'vitest';
import {
  capInteger3,
  decimalPlaces,
  extensionOf,
  hasSpecialCharacters,
  isImageUrl,
  isNumberText,
  isVideoUrl,
  limitDecimals,
} from './input-helpers.ts';

describe('§5 input helpers', () => {
  it('accepts integers of up to 3 digits capped at a maximum', () => {
    expect(capInteger3('42', 100)).toBe('42');
    expect(capInteger3('1234', 999)).toBe('123');
    expect(capInteger3('250', 100)).toBe('100');
    expect(capInteger3('a1b2', 100)).toBe('12');
    expect(capInteger3('', 100)).toBe('');
    expect(capInteger3('007', 100)).toBe('7');
  });

  it('limits decimal places without rounding what was typed', () => {
    expect(limitDecimals('12.3456', 2)).toBe('12.34');
    expect(limitDecimals('12.', 2)).toBe('12.');
    expect(limitDecimals('12.3.4', 3)).toBe('12.34');
    expect(limitDecimals('12.99', 0)).toBe('12');
    expect(limitDecimals('abc5', 2)).toBe('5');
  });

  it('checks numbers: optional sign, integer and decimal', () => {
    for (const ok of ['0', '-12', '+3.5', '0.25', ' 7 ']) expect(isNumberText(ok), ok).toBe(true);
    for (const bad of ['', '1e3', '1.', '.5', '1,000', 'abc', '--1']) expect(isNumberText(bad), bad).toBe(false);
    expect(decimalPlaces('12.500')).toBe(3);
    expect(decimalPlaces('12')).toBe(0);
  });

  it('rejects special characters but never ordinary names in either language', () => {
    expect(hasSpecialCharacters('Barley – bare bright copper wire (No.1)')).toBe(false);
    expect(hasSpecialCharacters('光亮铜线 一号')).toBe(false);
    for (const bad of ['a<b', 'x"y', 'semi;colon', '100%', 'a|b', 'q?']) expect(hasSpecialCharacters(bad), bad).toBe(true);
  });

  it('recognises image and video URLs by extension (§5, §2 video if mp4)', () => {
    expect(extensionOf('/app-v2/file/abc.MP4?x=1#t')).toBe('mp4');
    expect(extensionOf('/no-ext')).toBe('');
    expect(extensionOf('.hidden')).toBe('');
    expect(isVideoUrl('https://x/y/clip.mp4')).toBe(true);
    expect(isVideoUrl('https://x/y/clip.mov')).toBe(false);
    for (const ext of ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp']) expect(isImageUrl(`/f/a.${ext}`)).toBe(true);
    expect(isImageUrl('/f/a.mp4')).toBe(false);
    expect(isImageUrl('/f/a.exe')).toBe(false);
  });
});
