import { ZContainerPhotoReading, ZJacketPhotoReading } from '../ai-tools/ocr.ts';
import { defineArea } from './define-route.ts';

/**
 * OCR (issue 17 items 2 and 4) under `/ai-system` with the other AI paths (§7): a photo in (multipart, one picture
 * ≤ 10 MB), text and suggestions out. Nothing is applied: the web offers each suggestion for the user to click.
 */
export const aiOcrContract = defineArea('aiOcr', {
  containerPhoto: {
    method: 'POST',
    path: '/ai-system/ocr/container',
    access: 'user',
    tag: 'ai-ocr',
    summary: 'Read a container-door or packing photo: container numbers (ISO 6346 check digit held), size-type codes and seal numbers, with confidence',
    description:
      'Multipart: file (JPEG, PNG, WebP, GIF, BMP ≤ 10 MB) and purpose shipment|claim (1000 naming the field otherwise). ' +
      'shipment is for staff adding containers (403 for others). The text read and the suggestions are kept as evidence ' +
      '(readingId). 1850 when no text can be read; 1851 when the OCR engine cannot start. Counted with the upload limit (429).',
    multipart: true,
    response: ZContainerPhotoReading,
  },
  jacketPhoto: {
    method: 'POST',
    path: '/ai-system/ocr/jacket-print',
    access: 'public',
    tag: 'ai-ocr',
    summary: 'Read a cable jacket print from a photo into the cable estimator’s inputs (public, like the estimator)',
    description:
      'Multipart: file (JPEG, PNG, WebP, GIF, BMP ≤ 10 MB). `print` is null when the text names no cross-section. ' +
      '1850 when no text can be read; 1851 when the OCR engine cannot start. Counted per address for visitors (429).',
    multipart: true,
    response: ZJacketPhotoReading,
  },
});
