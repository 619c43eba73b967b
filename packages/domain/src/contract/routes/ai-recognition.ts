// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.
import type { TContract } from '../contract.ts';

export const aiRecognitionRoutes = {
  identify: { area: 'aiRecognition', name: 'identify', method: 'POST', path: '/ai-system/recognition/identify', access: 'user' },
  similar: { area: 'aiRecognition', name: 'similar', method: 'POST', path: '/ai-system/recognition/similar', access: 'user' },
  relabel: { area: 'aiRecognition', name: 'relabel', method: 'PUT', path: '/ai-system/recognition/photos/:fileId', access: 'staff' },
} as unknown as TContract['aiRecognition'];
