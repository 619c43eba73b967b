import zlib from 'node:zlib';
import type { TTestApp } from './test-app.ts';
import { multipart } from './upload-fixtures.ts';

/**
 * Test material for contract documents: a minimal stored ZIP holding an Office Open XML package (what Excel writes
 * for a packing list, as small as file-type still recognises), and the upload call as the web client sends it.
 */
function storedZip(entries: [string, string][]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    parts.push(local, nameBytes, data);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const dir = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, dir, end]);
}

export function tinyXlsx(): Buffer {
  const types =
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>';
  return storedZip([
    ['[Content_Types].xml', types],
    ['xl/workbook.xml', '<workbook/>'],
  ]);
}

/** A one-page PDF with real structure (header, catalog, pages, trailer). */
export function onePagePdf(text = 'Packing list'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n` +
      `3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
}

/** POST /app-v2/contract/{id}/document: the fields first, then the file, as the web client sends them. */
export async function uploadDocument(
  t: TTestApp,
  token: string | undefined,
  contractId: string,
  fields: Record<string, string>,
  file?: { name: string; content: Buffer; type?: string },
  lang: 'zh' | 'en' = 'en',
) {
  const body = multipart(fields, file);
  const res = await t.app.inject({
    method: 'POST',
    url: `/app-v2/contract/${contractId}/document`,
    headers: { 'content-type': body.contentType, appLang: lang === 'zh' ? 'zh-CN' : 'en-US', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: body.payload,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test asserts the shape it expects
  return { status: res.statusCode, headers: res.headers, body: res.json() as { code: number; msg: string; data: any } };
}
