/** The publish form's validity (§3): how long the ask takes quotes, or until sold. */
import { Card, Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictId } from '@scrapbridge/domain/catalog';
import type { useDicts } from '../api/catalog-api.ts';
import { useFormItem } from '#lib/zod-form.ts';

export function PublishValiditySection({ dicts }: { dicts: ReturnType<typeof useDicts> }) {
  const { t } = useTranslation();
  const item = useFormItem();
  const validity = [...(dicts.data?.biz_prescription ?? [])].sort((a, b) => a.dictSort - b.dictSort);
  return (
    <Card className="sb-form-section" title={t('listings.publish.sections.validity')} data-testid="section-validity">
      <Form.Item name="validityId" {...item('validityId')} label={t('listings.fields.validityId')} required extra={t('listings.publish.validityHint')}>
        <Radio.Group
          optionType="button"
          data-testid="field-validityId"
          options={validity.map((v) => ({ value: v.dictDataId, label: v.dictDataId === DictId.UntilSold ? t('listings.card.untilSold') : v.dictLabel }))}
        />
      </Form.Item>
    </Card>
  );
}
