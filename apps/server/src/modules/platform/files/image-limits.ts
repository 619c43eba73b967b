/**
 * The decode bound of every uploaded picture (issue 13, upload cost): one frame of at most this many pixels is ever
 * decoded. A 20,000 × 20,000 "image" is a memory bomb, and an animated GIF or WebP multiplies the work by its frames
 * (60 frames of 1000 × 1000 in a 101 KB GIF cost about 16 CPU-seconds when every frame was decoded and re-encoded),
 * so only the first frame is read and stored. 60 megapixels leaves room for any phone or camera photo (48 MP) and
 * costs about a quarter of a CPU-second to decode and resize at worst.
 */
export const IMAGE_MAX_INPUT_PIXELS = 60_000_000;

/** A picture whose one frame has more pixels than IMAGE_MAX_INPUT_PIXELS: refused before anything is decoded. */
export class PixelLimitError extends Error {
  constructor(readonly pixels: number) {
    super(`picture of ${pixels} pixels is over the limit of ${IMAGE_MAX_INPUT_PIXELS}`);
  }
}

/** Throws PixelLimitError for a frame over the bound (checked from the header, before decoding). */
export function checkPixelLimit(width: number, height: number): void {
  const pixels = width * height;
  if (pixels > IMAGE_MAX_INPUT_PIXELS) throw new PixelLimitError(pixels);
}
