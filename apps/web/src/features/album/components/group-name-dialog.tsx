/** Name an own album group (new or renamed): 1–40 characters, unique per user (the server answers 1790 otherwise). */
import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ALBUM_GROUP_NAME_MAX } from '@scrapbridge/domain/media';
import { AppDialog } from '#components/app-dialog.tsx';

type TProps = {
  open: boolean;
  title: string;
  initial?: string;
  onClose: () => void;
  onSave: (name: string) => Promise<unknown>;
};

export function GroupNameDialog({ open, title, initial = '', onClose, onSave }: TProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <AppDialog open={open} onClose={onClose} title={title} maskClosable={false}>
      <Form
        layout="vertical"
        initialValues={{ name: initial }}
        onFinish={async ({ name }: { name: string }) => {
          setBusy(true);
          try {
            await onSave(name.trim());
            onClose();
          } catch {
            // The refusal (a name in use, the group limit) was shown by the client.
          } finally {
            setBusy(false);
          }
        }}
      >
        <Form.Item name="name" label={t('album.groups.name')} rules={[{ required: true, whitespace: true, max: ALBUM_GROUP_NAME_MAX }]}>
          <Input maxLength={ALBUM_GROUP_NAME_MAX} autoFocus data-testid="album-group-name" />
        </Form.Item>
        <div className="sb-album-dialog-foot">
          <Button onClick={onClose}>{t('album.groups.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="album-group-save">
            {t('album.groups.save')}
          </Button>
        </div>
      </Form>
    </AppDialog>
  );
}
