/**
 * `/album`, "My photos" (issue 16 item 3; §3 Picture upload, §7 /album/group/{id}, /picture): upload photos (several at
 * once, the upload limits of every picture), see them by group (UNCATEGORIZED, All Photo, Favorites and the user's own
 * groups; a select on phones), mark favourites, select several to move or delete, and edit one's details (category,
 * grade, date taken, coordinates — read from EXIF at upload — and remark). The same photos are offered by the album
 * picker of the publish forms.
 */
import { useEffect, useRef, useState } from 'react';
import { Button, Dropdown, Empty, Pagination, Popconfirm, Select, Spin } from 'antd';
import { DeleteOutlined, EditOutlined, FolderAddOutlined, FolderOutlined, StarFilled, StarOutlined, UploadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ALLOWED_MIME, IMAGE_MAX_BYTES, MB, MEDIA_MAX_FILES, type TAlbumPicture } from '@scrapbridge/domain/media';
import { albumGroupLabel } from '#components/album-picker.tsx';
import { FeatureFrame } from '#components/page-frame.tsx';
import { useIsMobile } from '#lib/use-media-query.ts';
import { toast } from '#lib/toast.ts';
import {
  ALBUM_PAGE_SIZE,
  uploadAlbumPhoto,
  useAlbumGroups,
  useAlbumPhotos,
  useCreateGroup,
  useDeleteGroup,
  useDeletePictures,
  useFavoritePicture,
  useMovePictures,
  useRenameGroup,
  useSavePictures,
} from '../api/album-api.ts';
import { GroupNameDialog } from '../components/group-name-dialog.tsx';
import { PhotoEditDialog } from '../components/photo-edit-dialog.tsx';
import '../album.css';

const ACCEPT = ALLOWED_MIME.picture.join(',');

export default function AlbumPage() {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const groups = useAlbumGroups();
  const rows = groups.data?.rows ?? [];
  const [groupId, setGroupId] = useState<string>();
  const [page, setPage] = useState(1);
  const current = rows.find((g) => g.groupId === groupId) ?? rows.find((g) => g.kind === 'all');
  const photos = useAlbumPhotos(current?.groupId, page);
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<TAlbumPicture | null>(null);
  const [naming, setNaming] = useState<'new' | 'rename' | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const save = useSavePictures();
  const create = useCreateGroup();
  const rename = useRenameGroup();
  const removeGroup = useDeleteGroup();
  const favorite = useFavoritePicture();
  const move = useMovePictures();
  const remove = useDeletePictures();

  // A page emptied by a move or delete shows the page before it.
  const total = photos.data?.total ?? 0;
  useEffect(() => {
    if (page > 1 && photos.data && photos.data.rows.length === 0 && total > 0) setPage(Math.ceil(total / ALBUM_PAGE_SIZE));
  }, [page, photos.data, total]);

  const choose = (id: string) => {
    setGroupId(id);
    setPage(1);
    setSelected([]);
  };

  const upload = async (files: File[]) => {
    const usable = files.filter((f) => ALLOWED_MIME.picture.includes(f.type) && f.size <= IMAGE_MAX_BYTES).slice(0, MEDIA_MAX_FILES);
    for (const f of files.filter((x) => !usable.includes(x))) {
      void toast('warning', `${f.name}: ${f.size > IMAGE_MAX_BYTES ? t('errors.403') : t('listings.upload.fileType')}`);
    }
    if (usable.length === 0) return;
    const fileIds: string[] = [];
    setProgress({ done: 0, total: usable.length });
    for (const [i, file] of usable.entries()) {
      const result = await uploadAlbumPhoto(file, { onProgress: () => undefined });
      if (result.success) fileIds.push(result.data.fileId);
      else void toast('error', result.msg || t('album.uploadFailed', { fileName: file.name }));
      setProgress({ done: i + 1, total: usable.length });
    }
    setProgress(null);
    if (fileIds.length === 0) return;
    // All Photo is a view: uploads into it land in UNCATEGORIZED (the server's default) — and so do photos picked
    // before the groups had loaded (no group in view yet): they are saved all the same, never dropped.
    const target = current && current.kind !== 'all' ? current : undefined;
    await save.mutateAsync({ fileIds, ...(target ? { groupId: target.groupId } : {}) }).catch(() => undefined);
    void toast('success', t('album.uploaded', { count: fileIds.length, group: albumGroupLabel(target ?? { kind: 'uncategorized', name: '' }, t) }));
  };

  const moveTargets = rows.filter((g) => g.kind === 'uncategorized' || g.kind === 'own');
  const isOwn = current?.kind === 'own';
  const list = photos.data?.rows ?? [];

  const groupButtons = (
    <div className="sb-album-group-actions">
      <Button icon={<FolderAddOutlined />} onClick={() => setNaming('new')} data-testid="album-group-new">
        {t('album.groups.new')}
      </Button>
      {isOwn && current && (
        <>
          <Button icon={<EditOutlined />} onClick={() => setNaming('rename')} data-testid="album-group-rename">
            {t('album.groups.rename')}
          </Button>
          <Popconfirm
            title={t('album.groups.deleteConfirm', { name: current.name })}
            onConfirm={async () => {
              await removeGroup.mutateAsync(current.groupId).catch(() => undefined);
              void toast('success', t('album.groups.deleted'));
              choose(rows.find((g) => g.kind === 'all')!.groupId);
            }}
          >
            <Button danger icon={<DeleteOutlined />} data-testid="album-group-delete">
              {t('album.groups.delete')}
            </Button>
          </Popconfirm>
        </>
      )}
    </div>
  );

  return (
    <FeatureFrame
      classPrefix="sb-album"
      testId="album-page"
      title={t('album.title')}
      subtitle={t('album.intro')}
      extra={
        <Button type="primary" icon={<UploadOutlined />} loading={!!progress} onClick={() => input.current?.click()} data-testid="album-upload">
          {progress ? t('album.uploading', progress) : t('album.upload')}
        </Button>
      }
    >
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT}
        hidden
        data-testid="album-upload-input"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (files.length) void upload(files);
        }}
      />
      <p className="sb-album-hint">{t('album.uploadHint', { maxMb: IMAGE_MAX_BYTES / MB })}</p>
      {groups.isPending ? (
        <Spin />
      ) : (
        <div className="sb-album-body">
          {mobile ? (
            <div className="sb-album-mobile-groups">
              <Select
                className="sb-album-full"
                aria-label={t('album.groups.choose')}
                data-testid="album-group-select"
                value={current?.groupId}
                onChange={choose}
                options={rows.map((g) => ({ value: g.groupId, label: `${albumGroupLabel(g, t)} (${g.pictureCount})` }))}
              />
              {groupButtons}
            </div>
          ) : (
            <nav className="sb-album-sidebar" aria-label={t('album.groups.title')}>
              <h2>{t('album.groups.title')}</h2>
              <ul>
                {rows.map((g) => (
                  <li key={g.groupId}>
                    <button
                      type="button"
                      className={g.groupId === current?.groupId ? 'is-active' : undefined}
                      aria-current={g.groupId === current?.groupId ? 'true' : undefined}
                      onClick={() => choose(g.groupId)}
                      data-testid="album-group"
                    >
                      <span>{albumGroupLabel(g, t)}</span>
                      <span className="sb-album-count">{g.pictureCount}</span>
                    </button>
                  </li>
                ))}
              </ul>
              {groupButtons}
            </nav>
          )}
          <div className="sb-album-main">
            {selected.length > 0 && (
              <div className="sb-album-selection" data-testid="album-selection">
                <span>{t('album.grid.selected', { count: selected.length })}</span>
                <Dropdown
                  trigger={['click']}
                  menu={{
                    items: moveTargets.map((g) => ({ key: g.groupId, label: albumGroupLabel(g, t), disabled: g.groupId === current?.groupId })),
                    onClick: async ({ key }) => {
                      const ok = await move.mutateAsync({ pictureIds: selected, groupId: key }).then(
                        () => true,
                        () => false,
                      );
                      const g = rows.find((r) => r.groupId === key);
                      if (ok && g) void toast('success', t('album.grid.moved', { group: albumGroupLabel(g, t) }));
                      setSelected([]);
                    },
                  }}
                >
                  <Button icon={<FolderOutlined />} data-testid="album-move">
                    {t('album.grid.moveTo')}
                  </Button>
                </Dropdown>
                <Popconfirm
                  title={t('album.grid.deleteConfirm', { count: selected.length })}
                  onConfirm={async () => {
                    await remove.mutateAsync(selected).catch(() => undefined);
                    void toast('success', t('album.grid.deleted'));
                    setSelected([]);
                  }}
                >
                  <Button danger icon={<DeleteOutlined />} data-testid="album-delete-selected">
                    {t('album.grid.delete')}
                  </Button>
                </Popconfirm>
                <Button type="link" onClick={() => setSelected([])}>
                  {t('album.grid.clear')}
                </Button>
              </div>
            )}
            {photos.isPending ? (
              <Spin />
            ) : list.length === 0 ? (
              <Empty description={current?.kind === 'all' ? t('album.grid.emptyAll') : t('album.grid.empty')} />
            ) : (
              <ul className="sb-album-grid" data-testid="album-grid">
                {list.map((p) => {
                  const on = selected.includes(p.pictureId);
                  return (
                    <li key={p.pictureId} className={on ? 'is-selected' : undefined} data-testid="album-photo">
                      <button
                        type="button"
                        className="sb-album-thumb"
                        aria-pressed={on}
                        aria-label={t('album.grid.select', { name: p.fileName })}
                        onClick={() => setSelected((cur) => (on ? cur.filter((x) => x !== p.pictureId) : [...cur, p.pictureId]))}
                      >
                        <img src={p.url} alt="" loading="lazy" />
                      </button>
                      <div className="sb-album-tile-bar">
                        <span className="sb-album-taken">{p.takenDate ? t('album.grid.takenOn', { date: dayjs(p.takenDate).format('YYYY-MM-DD') }) : p.fileName}</span>
                        <Button
                          size="small"
                          type="text"
                          icon={p.favorite ? <StarFilled className="sb-album-star" /> : <StarOutlined />}
                          aria-label={t(p.favorite ? 'album.grid.unfavorite' : 'album.grid.favorite')}
                          aria-pressed={p.favorite}
                          data-testid="album-favorite"
                          onClick={() => favorite.mutate({ id: p.pictureId, favorite: !p.favorite })}
                        />
                        <Button size="small" type="text" icon={<EditOutlined />} aria-label={t('album.grid.edit')} data-testid="album-edit" onClick={() => setEditing(p)} />
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
            {total > ALBUM_PAGE_SIZE && (
              <Pagination className="sb-album-pages" current={page} pageSize={ALBUM_PAGE_SIZE} total={total} onChange={setPage} showSizeChanger={false} simple={mobile} />
            )}
          </div>
        </div>
      )}
      <PhotoEditDialog photo={editing} groups={rows} onClose={() => setEditing(null)} />
      <GroupNameDialog
        open={naming !== null}
        title={naming === 'rename' ? t('album.groups.rename') : t('album.groups.new')}
        initial={naming === 'rename' ? current?.name : ''}
        onClose={() => setNaming(null)}
        onSave={async (name) => {
          if (naming === 'rename' && current) {
            await rename.mutateAsync({ id: current.groupId, name });
            void toast('success', t('album.groups.renamed'));
          } else {
            const made = await create.mutateAsync(name);
            void toast('success', t('album.groups.created', { name: made.name }));
            choose(made.groupId);
          }
        }}
      />
    </FeatureFrame>
  );
}
