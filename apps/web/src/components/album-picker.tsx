/**
 * Pick photos from the user's album (issue 16 item 3; §3 Picture upload): a dialog with the album's groups and a
 * grid of their photos; the user ticks one or more and confirms. What it returns are stored files, shaped as the
 * upload lists' items (components/upload-list.tsx) already uploaded, so a form appends them to its list as if they
 * had just been uploaded (an ask line's media, a purchase request's photos).
 *
 * Usage — a button that opens the dialog, and what to do with the picked photos:
 *
 *   <AlbumPickerButton max={roomLeft} onPick={(photos) => append(photos)} testId="ask-album" />
 *
 * or, with your own trigger: `<AlbumPicker open={open} onClose={() => setOpen(false)} onPick={…} max={…} />`.
 * The server accepts album photos (fileType picture) wherever an uploaded picture of the same user is accepted.
 */
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button, Empty, Select, Spin } from 'antd';
import { CheckCircleFilled, PictureOutlined } from '@ant-design/icons';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { filesRoutes } from '@scrapbridge/domain/contract/routes/files';
import type { TAlbumPicture } from '@scrapbridge/domain/media';
import { callRoute, routeKey, routeQuery } from '#lib/route-client.ts';
import { AppDialog } from './app-dialog.tsx';
import './album-picker.css';

/** A picked photo: an upload-list item that is already uploaded (status done), with its stored file id. */
export type TAlbumPick = {
  /** Unique within a form: `album-<pictureId>-<time>` (the same photo may be added to two lines). */
  uid: string;
  fileId: string;
  kind: 'image';
  name: string;
  /** The stored file: /app-v2/file/{fileId}.{ext}. */
  url: string;
  size: number;
  status: 'done';
  percent: 100;
};

type TPickerProps = {
  open: boolean;
  onClose: () => void;
  /** The chosen photos, in the order they were ticked. The dialog closes after. */
  onPick: (photos: TAlbumPick[]) => void;
  /** At most this many may be ticked (the room left under the form's cap); default 50. */
  max?: number;
};

const PAGE_SIZE = 24;

/** The §3 standard groups carry fixed English names; the screen shows them in the reader's language. */
export function albumGroupLabel(group: { kind: string; name: string }, t: (key: string) => string): string {
  return group.kind === 'own' ? group.name : t(`album.groups.${group.kind}`);
}

export function toAlbumPick(p: TAlbumPicture): TAlbumPick {
  return { uid: `album-${p.pictureId}-${Date.now().toString(36)}`, fileId: p.fileId, kind: 'image', name: p.fileName, url: p.url, size: p.size, status: 'done', percent: 100 };
}

export function AlbumPicker({ open, onClose, onPick, max = 50 }: TPickerProps) {
  const { t } = useTranslation();
  return (
    <AppDialog open={open} onClose={onClose} title={t('album.picker.title')} wide>
      {open && <PickerBody max={max} onClose={onClose} onPick={onPick} />}
    </AppDialog>
  );
}

function PickerBody({ max, onClose, onPick }: { max: number; onClose: () => void; onPick: (photos: TAlbumPick[]) => void }) {
  const { t } = useTranslation();
  const groups = useQuery({ ...routeQuery(filesRoutes.albumGroups, {}), staleTime: 0 });
  const [groupId, setGroupId] = useState<string | null>(null);
  const [picked, setPicked] = useState<TAlbumPicture[]>([]);
  const all = groups.data?.rows.find((g) => g.kind === 'all');
  useEffect(() => {
    if (!groupId && all) setGroupId(all.groupId);
  }, [all, groupId]);

  const photos = useInfiniteQuery({
    queryKey: routeKey(filesRoutes.albumGroup, { params: { id: groupId ?? '' }, query: { pageSize: PAGE_SIZE } }),
    queryFn: ({ pageParam, signal }) => callRoute(filesRoutes.albumGroup, { params: { id: groupId! }, query: { pageNum: pageParam, pageSize: PAGE_SIZE } }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * PAGE_SIZE < last.total ? pages.length + 1 : undefined),
    enabled: !!groupId,
    staleTime: 0,
  });
  const rows = useMemo(() => photos.data?.pages.flatMap((p) => p.rows) ?? [], [photos.data]);
  const pickedIds = new Set(picked.map((p) => p.pictureId));
  const full = picked.length >= max;

  const toggle = (p: TAlbumPicture) =>
    setPicked((cur) => (cur.some((c) => c.pictureId === p.pictureId) ? cur.filter((c) => c.pictureId !== p.pictureId) : cur.length >= max ? cur : [...cur, p]));

  if (groups.isPending) return <Spin />;
  if (all && all.pictureCount === 0) {
    return (
      <Empty description={t('album.picker.emptyAlbum')} data-testid="album-picker">
        <Link to="/album" onClick={onClose}>
          {t('album.picker.openAlbum')}
        </Link>
      </Empty>
    );
  }
  return (
    <div className="sb-album-picker" data-testid="album-picker">
      <div className="sb-album-picker-bar">
        <Select
          className="sb-album-picker-group"
          aria-label={t('album.groups.choose')}
          data-testid="album-picker-group"
          value={groupId ?? undefined}
          onChange={(v) => setGroupId(v)}
          options={(groups.data?.rows ?? []).map((g) => ({ value: g.groupId, label: `${albumGroupLabel(g, t)} (${g.pictureCount})` }))}
        />
        <span className="sb-album-picker-left" aria-live="polite">
          {full ? t('album.picker.full') : t('album.picker.left', { count: max - picked.length })}
        </span>
      </div>
      {photos.isPending ? (
        <Spin />
      ) : rows.length === 0 ? (
        <Empty description={t('album.picker.empty')} />
      ) : (
        <ul className="sb-album-picker-grid">
          {rows.map((p) => {
            const on = pickedIds.has(p.pictureId);
            return (
              <li key={p.pictureId} className={on ? 'is-picked' : undefined}>
                <button
                  type="button"
                  data-testid="album-picker-photo"
                  aria-pressed={on}
                  aria-label={t('album.grid.select', { name: p.fileName })}
                  disabled={!on && full}
                  onClick={() => toggle(p)}
                >
                  <img src={p.url} alt="" loading="lazy" />
                  {on && <CheckCircleFilled className="sb-album-picker-check" />}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {photos.hasNextPage && (
        <Button block onClick={() => void photos.fetchNextPage()} loading={photos.isFetchingNextPage}>
          {t('album.picker.loadMore')}
        </Button>
      )}
      <div className="sb-album-picker-foot">
        <Button onClick={onClose}>{t('album.picker.cancel')}</Button>
        <Button
          type="primary"
          disabled={picked.length === 0}
          data-testid="album-picker-confirm"
          onClick={() => {
            onPick(picked.map(toAlbumPick));
            onClose();
          }}
        >
          {t('album.picker.confirm', { count: picked.length })}
        </Button>
      </div>
    </div>
  );
}

/** The usual trigger: a button "Choose from album" that opens the picker. Disabled when `max` is 0. */
export function AlbumPickerButton({ onPick, max = 50, testId, block }: { onPick: (photos: TAlbumPick[]) => void; max?: number; testId?: string; block?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<PictureOutlined />} onClick={() => setOpen(true)} disabled={max <= 0} data-testid={testId} block={block}>
        {t('album.picker.button')}
      </Button>
      <AlbumPicker open={open} onClose={() => setOpen(false)} onPick={onPick} max={max} />
    </>
  );
}
