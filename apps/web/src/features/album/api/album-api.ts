/**
 * The photo album's calls (issue 16 item 3; §3 Picture upload, §7 /album/group/{id}, /picture) through the typed
 * client. Every change refreshes the files area (group counts, the grids, the album picker).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { filesRoutes } from '@scrapbridge/domain/contract/routes/files';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TUpdatePictureRequest, TUploadedFile } from '@scrapbridge/domain/media';
import type { TApiResult } from '#lib/api-client.ts';
import { areaKey, callRoute, routeQuery, uploadRoute } from '#lib/route-client.ts';

export const ALBUM_PAGE_SIZE = 24;

export function useAlbumGroups() {
  return useQuery({ ...routeQuery(filesRoutes.albumGroups, {}), staleTime: 0 });
}

export function useAlbumPhotos(groupId: string | undefined, pageNum: number) {
  return useQuery({
    ...routeQuery(filesRoutes.albumGroup, { params: { id: groupId ?? '' }, query: { pageNum, pageSize: ALBUM_PAGE_SIZE } }, { quiet: [ErrorCode.NotFound] }),
    enabled: !!groupId,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** §7 POST /file/upload with fileType 'picture': the server reads the date taken and GPS before it drops the metadata. */
export function uploadAlbumPhoto(file: File, opts: { onProgress: (percent: number) => void; signal?: AbortSignal }): Promise<TApiResult<TUploadedFile>> {
  const form = new FormData();
  form.append('fileType', 'picture');
  form.append('file', file, file.name);
  return uploadRoute(filesRoutes.upload, {}, form, { onProgress: opts.onProgress, quiet: true, ...(opts.signal ? { signal: opts.signal } : {}) });
}

function useAlbumMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => queryClient.invalidateQueries({ queryKey: areaKey('files') }) });
}

export const useSavePictures = () =>
  useAlbumMutation((v: { groupId?: string; fileIds: string[] }) =>
    callRoute(filesRoutes.savePictures, { body: { ...(v.groupId ? { groupId: v.groupId } : {}), pictureRequestList: v.fileIds.map((fileId) => ({ fileInfo: { fileId } })) } }),
  );
export const useCreateGroup = () => useAlbumMutation((name: string) => callRoute(filesRoutes.createAlbumGroup, { body: { name } }));
export const useRenameGroup = () => useAlbumMutation((v: { id: string; name: string }) => callRoute(filesRoutes.renameAlbumGroup, { params: { id: v.id }, body: { name: v.name } }));
export const useDeleteGroup = () => useAlbumMutation((id: string) => callRoute(filesRoutes.deleteAlbumGroup, { params: { id } }));
export const useUpdatePicture = () =>
  useAlbumMutation((v: { id: string; body: TUpdatePictureRequest }) => callRoute(filesRoutes.updatePicture, { params: { id: v.id }, body: v.body }, { quiet: [ErrorCode.Validation] }));
export const useFavoritePicture = () => useAlbumMutation((v: { id: string; favorite: boolean }) => callRoute(filesRoutes.favoritePicture, { params: { id: v.id }, body: { favorite: v.favorite } }));
export const useMovePictures = () => useAlbumMutation((v: { pictureIds: string[]; groupId: string }) => callRoute(filesRoutes.movePictures, { body: v }));
export const useDeletePictures = () =>
  useAlbumMutation(async (ids: string[]) => {
    for (const id of ids) await callRoute(filesRoutes.deletePicture, { params: { id } });
  });
