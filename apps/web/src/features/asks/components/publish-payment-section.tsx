/** The publish form's payment terms (§3, §5): deposit and balance (they complete 100 %), balance timing, pricing period and cut-off. */
import { Card, Col, DatePicker, Form, Input, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ASK_LIMITS, PAYMENT_TIMINGS, PRICING_PERIODS } from '@scrapbridge/domain/ask';
import { decimalInput } from '../lib/form-model.ts';
import { useFormItem } from '#lib/zod-form.ts';

const col = { xs: 24, md: 12 };
const col3 = { xs: 24, md: 8 };

export function PublishPaymentSection() {
  const { t } = useTranslation();
  const item = useFormItem();
  return (
    <Card className="sb-form-section" title={t('listings.publish.sections.payment')} data-testid="section-payment">
      <Row gutter={16}>
        <Col {...col3}>
          <Form.Item name="depositRatio" {...item('depositRatio')} label={t('listings.fields.depositRatio')} required normalize={decimalInput(ASK_LIMITS.ratioDecimals)}>
            <Input inputMode="decimal" suffix="%" data-testid="field-depositRatio" />
          </Form.Item>
        </Col>
        <Col {...col3}>
          <Form.Item name="balanceRatio" {...item('balanceRatio')} label={t('listings.fields.balanceRatio')} required normalize={decimalInput(ASK_LIMITS.ratioDecimals)}>
            <Input inputMode="decimal" suffix="%" data-testid="field-balanceRatio" />
          </Form.Item>
        </Col>
        <Col {...col3}>
          <Form.Item name="balanceTiming" {...item('balanceTiming')} label={t('listings.fields.balanceTiming')} required>
            <Select
              data-testid="field-balanceTiming"
              placeholder={t('listings.publish.choose')}
              options={PAYMENT_TIMINGS.map((p) => ({ value: p, label: t(`listings.paymentTiming.${p}`) }))}
            />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="pricingPeriod" {...item('pricingPeriod')} label={t('listings.fields.pricingPeriod')} extra={t('listings.publish.pricingPeriodHint')}>
            <Select
              allowClear
              data-testid="field-pricingPeriod"
              placeholder={t('listings.publish.optional')}
              options={PRICING_PERIODS.map((p) => ({ value: p, label: t(`listings.pricingPeriod.${p}`) }))}
            />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item
            name="priceCutoffAt"
            {...item('priceCutoffAt')}
            label={t('listings.fields.priceCutoffAt')}
            getValueProps={(v?: string) => ({ value: v ? dayjs(v) : null })}
            normalize={(d?: Dayjs | null) => (d ? d.format() : undefined)}
          >
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} placeholder={t('listings.publish.optional')} data-testid="field-priceCutoffAt" />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
