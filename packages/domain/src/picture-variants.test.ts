import { describe, expect, it } from 'vitest';
import { pictureSrcSet } from './picture-variants.ts';

describe('pictureSrcSet', () => {
  const id = '0b9c7c5e-3f1a-4d2b-9a77-5c1d2e3f4a5b';

  it('offers the 320 and 640 px copies of a stored picture, relative or absolute', () => {
    expect(pictureSrcSet(`/app-v2/file/${id}.jpg`, 'avif')).toBe(`/app-v2/file/${id}.jpg?w=320&f=avif 320w, /app-v2/file/${id}.jpg?w=640&f=avif 640w`);
    expect(pictureSrcSet(`https://example.com/app-v2/file/${id}.PNG`, 'webp')).toBe(
      `https://example.com/app-v2/file/${id}.PNG?w=320&f=webp 320w, https://example.com/app-v2/file/${id}.PNG?w=640&f=webp 640w`,
    );
  });

  it('offers none for a video, a drawing of the site or an address elsewhere', () => {
    expect(pictureSrcSet(`/app-v2/file/${id}.mp4`, 'avif')).toBeNull();
    expect(pictureSrcSet('/illustrations/hero-port.svg', 'avif')).toBeNull();
    expect(pictureSrcSet('https://cdn.example.com/photo.jpg', 'webp')).toBeNull();
  });
});
