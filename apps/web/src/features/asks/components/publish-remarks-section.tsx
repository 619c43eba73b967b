/** The publish form's remark to buyers (§3). */
import { Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ASK_LIMITS } from '@scrapbridge/domain/ask';
import { useFormItem } from '#lib/zod-form.ts';

export function PublishRemarksSection() {
  const { t } = useTranslation();
  const item = useFormItem();
  return (
    <Card className="sb-form-section" title={t('listings.publish.sections.remarks')} data-testid="section-remarks">
      <Form.Item name="buyerRemark" {...item('buyerRemark')} label={t('listings.fields.buyerRemark')}>
        <Input.TextArea rows={3} maxLength={ASK_LIMITS.remarkMax} showCount placeholder={t('listings.publish.optional')} data-testid="field-buyerRemark" />
      </Form.Item>
    </Card>
  );
}
