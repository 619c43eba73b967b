import { ALBUM_GROUP_KINDS, ALBUM_GROUP_NAMES, type TAlbumGroupKind } from '@scrapbridge/domain/media';
import type { z } from 'zod';
import type { ZAlbumGroup } from '@scrapbridge/domain/media';
import type { TDbOrTx } from '../../../db/client.ts';
import { countPicturesByGroup, ensureAlbumGroups, type TAlbumGroupRow } from './album.repository.ts';

export type TAlbumGroup = z.infer<typeof ZAlbumGroup>;

/** The user's standard groups, created on first use (§3: UNCATEGORIZED and All Photo; Favorites for getInfo's favoritesGroupId). */
export async function albumGroupsOf(db: TDbOrTx, userId: string): Promise<Record<TAlbumGroupKind, TAlbumGroupRow>> {
  const rows = await ensureAlbumGroups(
    db,
    userId,
    ALBUM_GROUP_KINDS.map((kind) => ({ kind, name: ALBUM_GROUP_NAMES[kind] })),
  );
  return Object.fromEntries(ALBUM_GROUP_KINDS.map((k) => [k, rows.find((r) => r.kind === k)!])) as Record<TAlbumGroupKind, TAlbumGroupRow>;
}

/** `GET /app-v2/album/groups`: the caller's groups with their picture counts (All Photo counts every picture). */
export async function listAlbumGroups(opts: { db: TDbOrTx; userId: string }): Promise<{ rows: TAlbumGroup[]; total: number }> {
  const groups = await albumGroupsOf(opts.db, opts.userId);
  const counts = await countPicturesByGroup(opts.db, opts.userId);
  const all = [...counts.values()].reduce((a, b) => a + b, 0);
  const rows = ALBUM_GROUP_KINDS.map((kind) => ({
    groupId: groups[kind].id,
    kind,
    name: groups[kind].name,
    pictureCount: kind === 'all' ? all : (counts.get(groups[kind].id) ?? 0),
  }));
  return { rows, total: rows.length };
}
