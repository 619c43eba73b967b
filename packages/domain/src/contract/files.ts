import { listOf } from '../api.ts';
import { ZAlbumGroup, ZAlbumGroupPage, ZAlbumGroupParams, ZFileParams, ZSavePicturesRequest, ZSavePicturesResponse, ZUploadedFile } from '../media.ts';
import { ZPageQuery } from '../pagination.ts';
import { defineArea } from './define-route.ts';

/** Uploads, file reads and the photo album (§3 Picture upload, §5, §7 /file/upload, /picture, /album/group/{id}). */
export const filesContract = defineArea('files', {
  upload: {
    method: 'POST',
    path: '/ai-system/file/upload',
    access: 'user',
    tag: 'files',
    summary: 'Upload one file (multipart: file, fileType ask|user_info|picture, watermark 0|1, watermarkLang zh|en)',
    description:
      'The real type is read from the bytes. ask: JPEG, PNG, GIF, WebP, BMP pictures and MP4 videos; user_info: JPEG, PNG, GIF, BMP; ' +
      'picture: pictures. Pictures ≤ 10 MB, videos ≤ 100 MB (403 above). Pictures wider than 1000 px are resized to 1000 px; ' +
      'only the first frame of an animated picture is kept, and one over 60 megapixels is refused (1000). Per account: a number ' +
      'of uploads a minute (429 with Retry-After) and a storage quota (1501; staff have none).',
    multipart: true,
    response: ZUploadedFile,
  },
  file: {
    method: 'GET',
    path: '/app-v2/file/:fileRef',
    access: 'public',
    tag: 'files',
    summary: 'Read a stored file (public when on a visible ask; else owner and staff only). Supports Range and ETag.',
    params: ZFileParams,
    kind: 'file',
  },
  savePictures: {
    method: 'POST',
    path: '/app-v2/picture',
    access: 'user',
    tag: 'files',
    summary: 'Save uploaded pictures into an album group with category, coordinates and date taken',
    body: ZSavePicturesRequest,
    response: ZSavePicturesResponse,
  },
  albumGroups: {
    method: 'GET',
    path: '/app-v2/album/groups',
    access: 'user',
    tag: 'files',
    summary: "The caller's album groups (UNCATEGORIZED, All Photo, Favorites), created on first use",
    response: listOf(ZAlbumGroup),
  },
  albumGroup: {
    method: 'GET',
    path: '/app-v2/album/group/:id',
    access: 'party',
    tag: 'files',
    summary: 'One album group with a page of its pictures, newest first',
    params: ZAlbumGroupParams,
    query: ZPageQuery,
    response: ZAlbumGroupPage,
  },
});
