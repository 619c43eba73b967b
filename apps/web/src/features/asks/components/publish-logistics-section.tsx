/** The publish form's place and logistics (§3, §5): origin, loading country, delivery term and its place, ramp, shipment, packing, specs. */
import { Card, Col, Form, Input, Radio, Row, Select, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { ASK_LIMITS, DELIVERY_TERMS, PACKING_METHODS, SPECS, fasAllowed } from '@scrapbridge/domain/ask';
import { DictId } from '@scrapbridge/domain/catalog';
import type { useDicts, usePorts } from '../api/catalog-api.ts';
import { integerInput, type TAskFormValues } from '../lib/form-model.ts';
import { useFormItem } from '#lib/zod-form.ts';

const col = { xs: 24, md: 12 };
const search = { optionFilterProp: 'label' as const };

const portOptions = (rows: { dictDataId: number; dictLabel: string; dictValue: string }[]) =>
  rows.map((p) => ({ value: p.dictDataId, label: `${p.dictLabel} (${p.dictValue})` }));

type TProps = {
  dicts: ReturnType<typeof useDicts>;
  /** The loading country's ports (FAS, FOB). */
  loadingPorts: ReturnType<typeof usePorts>;
  loadingCountryId: number | undefined;
  deliveryTerm: TAskFormValues['deliveryTerm'];
};

export function PublishLogisticsSection({ dicts, loadingPorts, loadingCountryId, deliveryTerm }: TProps) {
  const { t } = useTranslation();
  const item = useFormItem();
  const form = Form.useFormInstance<TAskFormValues>();
  const countryOptions = (dicts.data?.Country ?? []).map((c) => ({ value: c.dictDataId, label: c.dictLabel }));
  const loadingPortRows = loadingPorts.data && loadingPorts.data.length > 0 ? loadingPorts.data : (dicts.data?.PORT ?? []);
  const fasOk = fasAllowed(loadingCountryId);
  return (
    <Card className="sb-form-section" title={t('listings.publish.sections.logistics')} data-testid="section-logistics">
      <Row gutter={16}>
        <Col {...col}>
          <Form.Item name="originCountryId" {...item('originCountryId')} label={t('listings.fields.originCountryId')} required>
            <Select showSearch={search} options={countryOptions} loading={dicts.isLoading} placeholder={t('listings.publish.choose')} data-testid="field-originCountryId" />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="loadingCountryId" {...item('loadingCountryId')} label={t('listings.fields.loadingCountryId')} required>
            <Select
              showSearch={search}
              options={countryOptions}
              loading={dicts.isLoading}
              placeholder={t('listings.publish.choose')}
              data-testid="field-loadingCountryId"
              onChange={() => form.setFieldsValue({ portId: undefined, rampId: undefined })}
            />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item
            name="deliveryTerm"
            label={t('listings.fields.deliveryTerm')}
            required
            {...(deliveryTerm === 'FAS' && !fasOk ? { validateStatus: 'warning' as const, help: t('listings.errors.fasOnlyUs') } : item('deliveryTerm'))}
          >
            <Select
              data-testid="field-deliveryTerm"
              placeholder={t('listings.publish.choose')}
              options={DELIVERY_TERMS.map((d) => ({
                value: d,
                label: t(`listings.deliveryTerm.${d}`),
                disabled: d === 'FAS' && !fasOk,
                title: d === 'FAS' && !fasOk ? t('listings.errors.fasOnlyUs') : undefined,
              }))}
            />
          </Form.Item>
        </Col>
        <Col {...col}>
          {deliveryTerm === 'EXW' && (
            <Form.Item name="exwAddress" {...item('exwAddress')} label={t('listings.fields.exwAddress')} required>
              <Input maxLength={ASK_LIMITS.addressMax} data-testid="field-exwAddress" />
            </Form.Item>
          )}
          {(deliveryTerm === 'FAS' || deliveryTerm === 'FOB') && (
            <Form.Item name="portId" {...item('portId')} label={t('listings.fields.portId')} required>
              <Select
                showSearch={search}
                options={portOptions(loadingPortRows)}
                loading={loadingPorts.isLoading}
                placeholder={t('listings.publish.choose')}
                data-testid="field-portId"
              />
            </Form.Item>
          )}
          {(deliveryTerm === 'CNF' || deliveryTerm === 'CIF') && (
            <Form.Item name="destinationPortId" {...item('destinationPortId')} label={t('listings.fields.destinationPortId')} required>
              <Select
                showSearch={search}
                options={portOptions(dicts.data?.['DESTINATION PORT'] ?? [])}
                placeholder={t('listings.publish.choose')}
                data-testid="field-destinationPortId"
              />
            </Form.Item>
          )}
        </Col>
        {loadingCountryId === DictId.CountryUS && (
          <Col {...col}>
            <Form.Item name="rampId" {...item('rampId')} label={t('listings.fields.rampId')} extra={t('listings.publish.rampHint')}>
              <Select allowClear showSearch={search} options={portOptions(dicts.data?.RAMP ?? [])} placeholder={t('listings.publish.optional')} data-testid="field-rampId" />
            </Form.Item>
          </Col>
        )}
        <Col {...col}>
          <Form.Item name="shipmentDays" {...item('shipmentDays')} label={t('listings.fields.shipmentDays')} required normalize={integerInput(ASK_LIMITS.shipmentDaysMax)}>
            <Input inputMode="numeric" suffix={t('listings.publish.daysUnit')} data-testid="field-shipmentDays" />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="packingMethod" {...item('packingMethod')} label={t('listings.fields.packingMethod')} required>
            <Select
              data-testid="field-packingMethod"
              placeholder={t('listings.publish.choose')}
              options={PACKING_METHODS.map((p) => ({ value: p, label: t(`listings.packing.${p}`) }))}
            />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="specs" {...item('specs')} label={t('listings.fields.specs')} required>
            <Radio.Group data-testid="field-specs" options={SPECS.map((s) => ({ value: s, label: t(`listings.specs.${s}`) }))} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Space size="large" wrap>
            <Form.Item name="originCertificate" {...item('originCertificate')} label={t('listings.fields.originCertificate')} valuePropName="checked">
              <Switch data-testid="field-originCertificate" />
            </Form.Item>
            <Form.Item name="customsRejectionResponsible" {...item('customsRejectionResponsible')} label={t('listings.fields.customsRejectionResponsible')} valuePropName="checked">
              <Switch data-testid="field-customsRejectionResponsible" />
            </Form.Item>
          </Space>
        </Col>
      </Row>
    </Card>
  );
}
