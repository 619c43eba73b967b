/** The publish form's quote preferences (§3): the preferred quote type of the market, the fixing side and a firm price. */
import { Card, Col, Form, Input, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ASK_LIMITS, FIXING_SIDES } from '@scrapbridge/domain/ask';
import type { TCurrency } from '@scrapbridge/domain/price-display';
import type { useQuoteMethods } from '../api/catalog-api.ts';
import { decimalInput } from '../lib/form-model.ts';
import { useFormItem } from '#lib/zod-form.ts';
import { ContactSupportLink } from '#components/contact-support-link.tsx';

const col = { xs: 24, md: 12 };

export function PublishQuoteSection({ methods, currency }: { methods: ReturnType<typeof useQuoteMethods>; currency: TCurrency }) {
  const { t } = useTranslation();
  const item = useFormItem();
  return (
    <Card className="sb-form-section" title={t('listings.publish.sections.quote')} data-testid="section-quote">
      <Row gutter={16}>
        <Col {...col}>
          <Form.Item name="preferredQuoteType" {...item('preferredQuoteType')} label={t('listings.fields.preferredQuoteType')} required>
            <Select
              data-testid="field-preferredQuoteType"
              placeholder={t('listings.publish.choose')}
              loading={methods.isLoading}
              notFoundContent={
                <span>
                  {t('listings.publish.noQuoteType')} <ContactSupportLink context={{ topic: 'quote-type' }} />
                </span>
              }
              options={(methods.data ?? []).map((m) => ({ value: m.quoteType, label: m.quoteTypeName, title: m.basis }))}
            />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="fixingSide" {...item('fixingSide')} label={t('listings.fields.fixingSide')}>
            <Radio.Group data-testid="field-fixingSide" options={FIXING_SIDES.map((s) => ({ value: s, label: t(`listings.fixingSide.${s}`) }))} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="firmPrice" {...item('firmPrice')} label={t('listings.fields.firmPrice')} extra={t('listings.publish.firmPriceHint')} normalize={decimalInput(ASK_LIMITS.priceDecimals)}>
            <Input inputMode="decimal" prefix={currency === 'CNY' ? '¥' : '$'} suffix="/MT" placeholder={t('listings.publish.optional')} data-testid="field-firmPrice" />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
