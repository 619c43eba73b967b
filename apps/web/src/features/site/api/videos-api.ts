/**
 * §2 /videoX: the published playlist (public page: route table only, no schema code) and the staff side's reads and
 * writes (the staff console's lazy chunk).
 */
import { useQuery } from '@tanstack/react-query';
import { videosRoutes } from '@scrapbridge/domain/contract/routes/videos';
import type { TSiteVideoWriteRequest } from '@scrapbridge/domain/site-video';
import { requestRoute, routeKey, routeQuery } from '#lib/route-client.ts';

export function useVideos() {
  return useQuery({ ...routeQuery(videosRoutes.list, {}, { quiet: true }), staleTime: 5 * 60_000 });
}

/** Every staff list of videos, whatever the language: refreshed after each change. */
export const staffVideosKey = routeKey(videosRoutes.staffList).slice(0, 2);

export function useStaffVideos(enabled: boolean) {
  return useQuery({ ...routeQuery(videosRoutes.staffList, {}), staleTime: 0, enabled });
}

/** 1000 answers go on the form's fields, so their toast stays quiet. */
const FORM_QUIET = [1000] as const;

export function saveVideo(id: string | null, body: TSiteVideoWriteRequest) {
  return id
    ? requestRoute(videosRoutes.update, { params: { id }, body }, { quiet: FORM_QUIET })
    : requestRoute(videosRoutes.create, { body }, { quiet: FORM_QUIET });
}

export function deleteVideo(id: string) {
  return requestRoute(videosRoutes.remove, { params: { id } });
}

/** The whole play order; a stale list answers 110801 (the caller refreshes and says so). */
export function reorderVideos(videoIds: string[]) {
  return requestRoute(videosRoutes.reorder, { body: { videoIds } }, { quiet: [110801] });
}
