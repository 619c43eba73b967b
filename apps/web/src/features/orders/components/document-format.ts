/** How a contract document's facts read on screen (size, time), shared by the documents and money panels. */
import dayjs from 'dayjs';

/** 1 234 567 bytes → "1.2 MB"; below 1 KB in bytes. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 102.4) / 10} KB`;
  return `${Math.round(bytes / 104857.6) / 10} MB`;
}

/** Local time to the minute. */
export function timeText(iso: string): string {
  return dayjs(iso).format('YYYY-MM-DD HH:mm');
}
