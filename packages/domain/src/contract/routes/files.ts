// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.
import type { TContract } from '../contract.ts';

export const filesRoutes = {
  upload: { area: 'files', name: 'upload', method: 'POST', path: '/ai-system/file/upload', access: 'user', multipart: true },
  file: { area: 'files', name: 'file', method: 'GET', path: '/app-v2/file/:fileRef', access: 'public', kind: 'file' },
  savePictures: { area: 'files', name: 'savePictures', method: 'POST', path: '/app-v2/picture', access: 'user' },
  albumGroups: { area: 'files', name: 'albumGroups', method: 'GET', path: '/app-v2/album/groups', access: 'user' },
  albumGroup: { area: 'files', name: 'albumGroup', method: 'GET', path: '/app-v2/album/group/:id', access: 'party' },
} as unknown as TContract['files'];
