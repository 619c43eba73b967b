import { ZNoData, listOf } from '../api.ts';
import {
  ZAlbumGroup,
  ZAlbumGroupName,
  ZAlbumGroupPage,
  ZAlbumGroupParams,
  ZFavoritePictureRequest,
  ZFileParams,
  ZFileQuery,
  ZMovePicturesRequest,
  ZPictureIds,
  ZPictureParams,
  ZSavePicturesRequest,
  ZSavePicturesResponse,
  ZUpdatePictureRequest,
  ZUploadedFile,
} from '../media.ts';
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
    description:
      'w (320|640) with f (avif|webp) answers a copy of a picture at that width (never wider than stored) in that format, ' +
      'made on first request and kept beside the file; 1000 naming w when the file is not a picture.',
    params: ZFileParams,
    query: ZFileQuery,
    kind: 'file',
  },
  savePictures: {
    method: 'POST',
    path: '/app-v2/picture',
    access: 'user',
    tag: 'files',
    summary: 'Save uploaded pictures into an album group with category, coordinates and date taken',
    description:
      'Date taken and coordinates not sent are read from the photo\'s EXIF (pictures uploaded with fileType picture). ' +
      'Favorites as the target files the pictures into UNCATEGORIZED marked favourite; All Photo is never a target.',
    body: ZSavePicturesRequest,
    response: ZSavePicturesResponse,
  },
  albumGroups: {
    method: 'GET',
    path: '/app-v2/album/groups',
    access: 'user',
    tag: 'files',
    summary: "The caller's album groups: UNCATEGORIZED, All Photo, Favorites (created on first use), then their own groups by name",
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
  createAlbumGroup: {
    method: 'POST',
    path: '/app-v2/album/group',
    access: 'user',
    tag: 'files',
    summary: 'Make an own album group (1790 name already used, 1792 at the group limit)',
    body: ZAlbumGroupName,
    response: ZAlbumGroup,
  },
  renameAlbumGroup: {
    method: 'PUT',
    path: '/app-v2/album/group/:id',
    access: 'party',
    tag: 'files',
    summary: 'Rename an own album group (1791 for the standard groups, 1790 name already used)',
    params: ZAlbumGroupParams,
    body: ZAlbumGroupName,
    response: ZAlbumGroup,
  },
  deleteAlbumGroup: {
    method: 'DELETE',
    path: '/app-v2/album/group/:id',
    access: 'party',
    tag: 'files',
    summary: 'Delete an own album group; its pictures go back to UNCATEGORIZED (1791 for the standard groups)',
    params: ZAlbumGroupParams,
    response: ZNoData,
  },
  updatePicture: {
    method: 'PUT',
    path: '/app-v2/picture/:id',
    access: 'party',
    tag: 'files',
    summary: "Edit a picture's category, subcategory, coordinates, date taken and remark",
    params: ZPictureParams,
    body: ZUpdatePictureRequest,
    response: ZNoData,
  },
  favoritePicture: {
    method: 'PUT',
    path: '/app-v2/picture/:id/favorite',
    access: 'party',
    tag: 'files',
    summary: 'Mark or unmark a picture as favourite (it shows in Favorites and stays in its group)',
    params: ZPictureParams,
    body: ZFavoritePictureRequest,
    response: ZNoData,
  },
  movePictures: {
    method: 'POST',
    path: '/app-v2/picture/move',
    access: 'user',
    tag: 'files',
    summary: 'Move pictures into UNCATEGORIZED or an own group (All Photo and Favorites are views, not targets)',
    body: ZMovePicturesRequest,
    response: ZPictureIds,
  },
  deletePicture: {
    method: 'DELETE',
    path: '/app-v2/picture/:id',
    access: 'party',
    tag: 'files',
    summary: 'Remove a picture from the album (a listing that shows the same file keeps it)',
    params: ZPictureParams,
    response: ZNoData,
  },
});
