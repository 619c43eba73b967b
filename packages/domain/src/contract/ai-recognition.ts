import {
  ZIdentifyRequest,
  ZIdentifyResult,
  ZRelabelParams,
  ZRelabelRequest,
  ZRelabelResult,
  ZSimilarRequest,
  ZSimilarResult,
} from '../ai-recognition/ai-recognition.ts';
import { defineArea } from './define-route.ts';

/**
 * Recognition of scrap from photos and similar listings (issue 17 item 1; §1 "AI identification of scrap from
 * photos"; §7 "AI recognition and similarity paths go to /ai-system", called with the AI token cookie). Signed-in
 * users only: each answer runs a model over their photos, and the references it shows are the operator's labelled
 * pictures. The photos are the caller's own uploads (§7 /file/upload), named by file id; anyone else's answer 404.
 * Never an automatic label: the answer is three candidates for the user to choose from.
 */
export const aiRecognitionContract = defineArea('aiRecognition', {
  identify: {
    method: 'POST',
    path: '/ai-system/recognition/identify',
    access: 'user',
    tag: 'ai-recognition',
    summary: 'The three likeliest grades from the catalogue for photos of one lot, with confidence and the labelled photos that support each',
    description:
      'fileIds: 1–8 of the caller\'s own uploaded pictures (404 otherwise). 1840 when a file is not a readable picture; ' +
      '1841 when the configured provider (RECOGNITION_PROVIDER onnx|openai) fails or times out. Rate-limited per user (429).',
    body: ZIdentifyRequest,
    response: ZIdentifyResult,
  },
  similar: {
    method: 'POST',
    path: '/ai-system/recognition/similar',
    access: 'user',
    tag: 'ai-recognition',
    summary: 'Live asks whose photos are nearest to one uploaded photo (frozen CNN features, cosine similarity), nearest first',
    description: 'fileId: one of the caller\'s own uploaded pictures (404 otherwise). 1840 when it is not a readable picture. Rate-limited per user (429).',
    body: ZSimilarRequest,
    response: ZSimilarResult,
  },
  relabel: {
    method: 'PUT',
    path: '/ai-system/recognition/photos/:fileId',
    access: 'staff',
    tag: 'ai-recognition',
    summary: 'Staff confirm a reference photo\'s grade, give it another grade from the catalogue, or exclude it from the comparisons',
    description: '404 for a photo that is not in the recognition index; 1000 naming categoryId for a category that does not exist.',
    params: ZRelabelParams,
    body: ZRelabelRequest,
    response: ZRelabelResult,
  },
});
