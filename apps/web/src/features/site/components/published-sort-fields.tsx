import { Form, InputNumber, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { itemStatus } from '#lib/zod-form.ts';

/** The "published" switch and the sort order that every staff content form (news, partner stories) ends with. */
export function PublishedSortFields({ item }: { item: (field: string) => ReturnType<typeof itemStatus> }) {
  const { t } = useTranslation();
  return (
    <Space size="large" wrap>
      <Form.Item name="published" {...item('published')} label={t('site.fields.published')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="sort" {...item('sort')} label={t('site.fields.sort')}>
        <InputNumber min={-10000} max={10000} precision={0} />
      </Form.Item>
    </Space>
  );
}
