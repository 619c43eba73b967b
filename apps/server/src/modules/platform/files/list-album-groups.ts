import { ALBUM_GROUP_KINDS, ALBUM_GROUP_NAMES, type TStandardAlbumGroupKind } from '@scrapbridge/domain/media';
import type { z } from 'zod';
import type { ZAlbumGroup } from '@scrapbridge/domain/media';
import type { TDbOrTx } from '../../../db/client.ts';
import { countPicturesByGroup, ensureAlbumGroups, listOwnAlbumGroups, type TAlbumGroupRow } from './album.repository.ts';

export type TAlbumGroup = z.infer<typeof ZAlbumGroup>;
type TCounts = Awaited<ReturnType<typeof countPicturesByGroup>>;

/** The user's standard groups, created on first use (§3: UNCATEGORIZED and All Photo; Favorites for getInfo's favoritesGroupId). */
export async function albumGroupsOf(db: TDbOrTx, userId: string): Promise<Record<TStandardAlbumGroupKind, TAlbumGroupRow>> {
  const rows = await ensureAlbumGroups(
    db,
    userId,
    ALBUM_GROUP_KINDS.map((kind) => ({ kind, name: ALBUM_GROUP_NAMES[kind] })),
  );
  return Object.fromEntries(ALBUM_GROUP_KINDS.map((k) => [k, rows.find((r) => r.kind === k)!])) as Record<TStandardAlbumGroupKind, TAlbumGroupRow>;
}

/** A group as answered: All Photo counts every picture, Favorites the favourite ones, the others what they hold. */
export function presentAlbumGroup(group: TAlbumGroupRow, counts: TCounts): TAlbumGroup {
  const pictureCount = group.kind === 'all' ? counts.all : group.kind === 'favorites' ? counts.favorites : (counts.byGroup.get(group.id) ?? 0);
  return { groupId: group.id, kind: group.kind, name: group.name, pictureCount };
}

/** `GET /app-v2/album/groups`: the caller's standard groups, then their own groups by name, with picture counts. */
export async function listAlbumGroups(opts: { db: TDbOrTx; userId: string }): Promise<{ rows: TAlbumGroup[]; total: number }> {
  const groups = await albumGroupsOf(opts.db, opts.userId);
  const [own, counts] = await Promise.all([listOwnAlbumGroups(opts.db, opts.userId), countPicturesByGroup(opts.db, opts.userId)]);
  const rows = [...ALBUM_GROUP_KINDS.map((kind) => groups[kind]), ...own].map((g) => presentAlbumGroup(g, counts));
  return { rows, total: rows.length };
}
