/** The publish form's goods address (§3): province, city, area and the street address. */
import { Card, Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { ASK_LIMITS } from '@scrapbridge/domain/ask';
import { useFormItem } from '#lib/zod-form.ts';

const col3 = { xs: 24, md: 8 };

export function PublishAddressSection() {
  const { t } = useTranslation();
  const item = useFormItem();
  return (
    <Card className="sb-form-section" title={t('listings.publish.sections.address')} data-testid="section-address">
      <Row gutter={16}>
        <Col {...col3}>
          <Form.Item name="province" {...item('province')} label={t('listings.fields.province')} required>
            <Input maxLength={100} data-testid="field-province" />
          </Form.Item>
        </Col>
        <Col {...col3}>
          <Form.Item name="city" {...item('city')} label={t('listings.fields.city')} required>
            <Input maxLength={100} data-testid="field-city" />
          </Form.Item>
        </Col>
        <Col {...col3}>
          <Form.Item name="area" {...item('area')} label={t('listings.fields.area')}>
            <Input maxLength={100} placeholder={t('listings.publish.optional')} data-testid="field-area" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="addressDetail" {...item('addressDetail')} label={t('listings.fields.addressDetail')} required>
            <Input maxLength={ASK_LIMITS.addressMax} data-testid="field-addressDetail" />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
