/** Reading a tracking CSV in the browser for the preview: the same bytes → text rule as the server. */

/** UTF-8 (BOM dropped) when the bytes are UTF-8, else GB18030 (what spreadsheets on Chinese Windows save). */
export function decodeCsvBytes(bytes: ArrayBuffer | Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}
