/**
 * The text of an uploaded CSV. Spreadsheets on Chinese Windows save CSV in GB18030 (GBK), elsewhere in UTF-8 (often
 * with a BOM): UTF-8 is tried strictly first, GB18030 when the bytes are not UTF-8.
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}
