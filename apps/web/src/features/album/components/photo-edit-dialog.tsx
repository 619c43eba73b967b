/**
 * A photo's details (§3 Picture upload): category and grade from the catalogue, date taken, coordinates (filled from
 * EXIF at upload, editable), remark, and its group; delete. The form sends every field (a cleared one is cleared).
 */
import { useState } from 'react';
import { Button, DatePicker, Form, Input, Popconfirm, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TAlbumPicture } from '@scrapbridge/domain/media';
import { albumGroupLabel } from '#components/album-picker.tsx';
import { AppDialog } from '#components/app-dialog.tsx';
import { useCategoryOptions } from '#components/category-options.ts';
import { toast } from '#lib/toast.ts';
import { useDeletePictures, useMovePictures, useUpdatePicture } from '../api/album-api.ts';

const COORDINATES = /^-?\d{1,2}(\.\d+)?,\s*-?\d{1,3}(\.\d+)?$/;

type TGroup = { groupId: string; kind: string; name: string };
type TValues = { categoryId?: number; subCategoryId?: number; takenDate?: Dayjs | null; coordinates?: string; remark?: string; groupId: string };

export function PhotoEditDialog({ photo, groups, onClose }: { photo: TAlbumPicture | null; groups: TGroup[]; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppDialog open={!!photo} onClose={onClose} title={t('album.edit.title')} maskClosable={false}>
      {photo && <EditForm photo={photo} groups={groups} onClose={onClose} />}
    </AppDialog>
  );
}

function EditForm({ photo, groups, onClose }: { photo: TAlbumPicture; groups: TGroup[]; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TValues>();
  const categoryId = Form.useWatch('categoryId', form);
  const families = useCategoryOptions(0);
  const grades = useCategoryOptions(categoryId);
  const update = useUpdatePicture();
  const move = useMovePictures();
  const remove = useDeletePictures();
  const [busy, setBusy] = useState(false);
  const targets = groups.filter((g) => g.kind === 'uncategorized' || g.kind === 'own');
  const original = photo.takenDate ? dayjs(photo.takenDate) : null;

  const save = async (v: TValues) => {
    setBusy(true);
    try {
      // An unchanged day keeps the time the camera wrote; a new day is a date.
      const takenDate = !v.takenDate ? null : original && v.takenDate.isSame(original, 'day') ? photo.takenDate : v.takenDate.format('YYYY-MM-DD');
      await update.mutateAsync({
        id: photo.pictureId,
        body: {
          categoryId: v.categoryId ?? null,
          subCategoryId: v.subCategoryId ?? null,
          takenDate,
          coordinates: v.coordinates?.trim() ? v.coordinates.trim() : null,
          remark: v.remark?.trim() ? v.remark.trim() : null,
        },
      });
      if (v.groupId !== photo.groupId) await move.mutateAsync({ pictureIds: [photo.pictureId], groupId: v.groupId });
      void toast('success', t('album.edit.saved'));
      onClose();
    } catch {
      // Shown by the client (a refused field is named in its toast).
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<TValues>
      form={form}
      layout="vertical"
      onFinish={save}
      initialValues={{
        categoryId: photo.categoryId ?? undefined,
        subCategoryId: photo.subCategoryId ?? undefined,
        takenDate: original,
        coordinates: photo.coordinates ?? '',
        remark: photo.remark ?? '',
        groupId: photo.groupId,
      }}
    >
      <img className="sb-album-edit-preview" src={photo.url} alt={photo.fileName} />
      <Form.Item name="categoryId" label={t('album.edit.category')}>
        <Select allowClear options={families} data-testid="album-edit-category" onChange={() => form.setFieldValue('subCategoryId', undefined)} />
      </Form.Item>
      <Form.Item name="subCategoryId" label={t('album.edit.subCategory')}>
        <Select allowClear options={grades} disabled={!categoryId} data-testid="album-edit-subcategory" />
      </Form.Item>
      <Form.Item name="takenDate" label={t('album.edit.takenDate')}>
        <DatePicker className="sb-album-full" data-testid="album-edit-date" />
      </Form.Item>
      <Form.Item
        name="coordinates"
        label={t('album.edit.coordinates')}
        extra={t('album.edit.coordinatesHint')}
        rules={[{ validator: (_, v: string | undefined) => (!v?.trim() || COORDINATES.test(v.trim()) ? Promise.resolve() : Promise.reject(new Error(t('album.edit.coordinatesInvalid')))) }]}
      >
        <Input inputMode="decimal" data-testid="album-edit-coordinates" />
      </Form.Item>
      <Form.Item name="remark" label={t('album.edit.remark')}>
        <Input.TextArea maxLength={200} autoSize={{ minRows: 1, maxRows: 4 }} data-testid="album-edit-remark" />
      </Form.Item>
      {photo.groupId && targets.some((g) => g.groupId === photo.groupId) && (
        <Form.Item name="groupId" label={t('album.edit.group')}>
          <Select options={targets.map((g) => ({ value: g.groupId, label: albumGroupLabel(g, t) }))} data-testid="album-edit-group" />
        </Form.Item>
      )}
      <div className="sb-album-dialog-foot">
        <Popconfirm
          title={t('album.edit.deleteConfirm')}
          onConfirm={async () => {
            await remove.mutateAsync([photo.pictureId]).catch(() => undefined);
            void toast('success', t('album.grid.deleted'));
            onClose();
          }}
        >
          <Button danger className="sb-album-foot-left" data-testid="album-edit-delete">
            {t('album.edit.delete')}
          </Button>
        </Popconfirm>
        <Button onClick={onClose}>{t('album.edit.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="album-edit-save">
          {t('album.edit.save')}
        </Button>
      </div>
    </Form>
  );
}
