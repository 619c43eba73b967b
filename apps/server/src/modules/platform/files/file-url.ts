/** Path of a stored file: the extension is part of it so clients recognise videos by it (§2, §5 input helpers). */
export function filePath(fileId: string, ext: string): string {
  return `/app-v2/file/${fileId}.${ext}`;
}

export function fileUrl(publicUrl: string, fileId: string, ext: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${filePath(fileId, ext)}`;
}
