/**
 * AI (issue 17): the recovery, cable and formula tools, and the chat assistant.
 *
 * The area's public entry point (ARCHITECTURE.md, modules/<area>/index.ts): other areas, the app and the benches
 * import only what is exported here.
 */
export { aiToolsRoutes } from './tools/ai-tools.routes.ts';
export { aiChatRoutes } from './chat/ai-chat.routes.ts';
// The chat benchmark (bench/ai/chat.ts) times retrieval and the answer stream on its own database.
export { createKnowledge } from './chat/knowledge.ts';
// Photo recognition and similar listings (item 1): the routes, the index sweep and the nudge when staff approve an ask.
export { aiRecognitionRoutes } from './recognition/recognition.routes.ts';
export { nudgeRecognitionIndex, recognitionIndexJob } from './recognition/index-sweep.ts';
// The recognition benchmark (bench/ai/recognition.ts) indexes a fresh install's photos and cross-validates the ranking.
export { indexPendingPhotos } from './recognition/index-photos.ts';
export { indexedPhotos } from './recognition/recognition-index.ts';
export { mobileNetExtractor } from './recognition/feature-extractor.ts';
export { aiOcrRoutes } from './ocr/ai-ocr.routes.ts';
// The OCR benchmark (bench/ai/ocr.ts) reads its generated door photos with the server's own engine.
export { ocrEngine } from './ocr/ocr-engine.ts';
