import { listOf, ZNoData } from '../api.ts';
import { ZIdParams } from '../site.ts';
import { ZSiteVideo, ZSiteVideoOrderRequest, ZSiteVideoWriteRequest } from '../site-video.ts';
import { defineArea } from './define-route.ts';

/**
 * §2 /videoX: the published videos in play order, and the staff side that uploads (through the upload route),
 * titles, orders and publishes them.
 */
export const videosContract = defineArea('videos', {
  list: {
    method: 'GET',
    path: '/app-v2/site/videos',
    access: 'public',
    tag: 'site',
    summary: 'Published videos in play order (§2 /videoX)',
    response: listOf(ZSiteVideo),
  },
  staffList: {
    method: 'GET',
    path: '/admin/site/videos',
    access: 'staff',
    tag: 'admin',
    summary: 'All videos, unpublished included, in play order (staff)',
    response: listOf(ZSiteVideo),
  },
  create: {
    method: 'POST',
    path: '/admin/site/videos',
    access: 'staff',
    tag: 'admin',
    summary: 'Add a video: an uploaded MP4 and optionally a poster picture, titles zh/en; it goes last (staff)',
    body: ZSiteVideoWriteRequest,
    response: ZSiteVideo,
  },
  update: {
    method: 'PUT',
    path: '/admin/site/videos/:id',
    access: 'staff',
    tag: 'admin',
    summary: 'Replace a video\'s file, poster, titles, description or published flag (staff)',
    params: ZIdParams,
    body: ZSiteVideoWriteRequest,
    response: ZSiteVideo,
  },
  reorder: {
    method: 'PUT',
    path: '/admin/site/videos/order',
    access: 'staff',
    tag: 'admin',
    summary: 'Set the play order: every video id in order (110801 when the list changed meanwhile) (staff)',
    body: ZSiteVideoOrderRequest,
    response: listOf(ZSiteVideo),
  },
  remove: {
    method: 'DELETE',
    path: '/admin/site/videos/:id',
    access: 'staff',
    tag: 'admin',
    summary: 'Delete a video (its files stay with the uploader) (staff)',
    params: ZIdParams,
    response: ZNoData,
  },
});
