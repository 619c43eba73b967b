// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.
import type { TContract } from '../contract.ts';

export const aiOcrRoutes = {
  containerPhoto: { area: 'aiOcr', name: 'containerPhoto', method: 'POST', path: '/ai-system/ocr/container', access: 'user', multipart: true },
  jacketPhoto: { area: 'aiOcr', name: 'jacketPhoto', method: 'POST', path: '/ai-system/ocr/jacket-print', access: 'public', multipart: true },
} as unknown as TContract['aiOcr'];
