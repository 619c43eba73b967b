// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.
import type { TContract } from '../contract.ts';

export const filesRoutes = {
  upload: { area: 'files', name: 'upload', method: 'POST', path: '/ai-system/file/upload', access: 'user', multipart: true },
  file: { area: 'files', name: 'file', method: 'GET', path: '/app-v2/file/:fileRef', access: 'public', kind: 'file' },
  savePictures: { area: 'files', name: 'savePictures', method: 'POST', path: '/app-v2/picture', access: 'user' },
  albumGroups: { area: 'files', name: 'albumGroups', method: 'GET', path: '/app-v2/album/groups', access: 'user' },
  albumGroup: { area: 'files', name: 'albumGroup', method: 'GET', path: '/app-v2/album/group/:id', access: 'party' },
  createAlbumGroup: { area: 'files', name: 'createAlbumGroup', method: 'POST', path: '/app-v2/album/group', access: 'user' },
  renameAlbumGroup: { area: 'files', name: 'renameAlbumGroup', method: 'PUT', path: '/app-v2/album/group/:id', access: 'party' },
  deleteAlbumGroup: { area: 'files', name: 'deleteAlbumGroup', method: 'DELETE', path: '/app-v2/album/group/:id', access: 'party' },
  updatePicture: { area: 'files', name: 'updatePicture', method: 'PUT', path: '/app-v2/picture/:id', access: 'party' },
  favoritePicture: { area: 'files', name: 'favoritePicture', method: 'PUT', path: '/app-v2/picture/:id/favorite', access: 'party' },
  movePictures: { area: 'files', name: 'movePictures', method: 'POST', path: '/app-v2/picture/move', access: 'user' },
  deletePicture: { area: 'files', name: 'deletePicture', method: 'DELETE', path: '/app-v2/picture/:id', access: 'party' },
} as unknown as TContract['files'];
