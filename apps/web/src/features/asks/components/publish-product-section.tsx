/**
 * The publish form's first section (§3): whom the ask is for (agents), market, weight unit, names, descriptions,
 * combo load, the watermark switch for new uploads, and the lines with their pictures and videos.
 */
import { Button, Card, Col, Form, Input, Radio, Row, Segmented, Select, Switch } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ASK_LIMITS } from '@scrapbridge/domain/ask';
import type { TAskDetail } from '@scrapbridge/domain/ask-view';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TCurrency } from '@scrapbridge/domain/price-display';
import type { TMarket } from '@scrapbridge/domain/market';
import type { TAgentSeller } from '@scrapbridge/domain/account-profile';
import type { TWeightUnit } from '@scrapbridge/domain/weight';
import { DetailLine } from './detail-line.tsx';
import { emptyDetail, sellerLabel, type TAskFormValues, type TMediaItem } from '../lib/form-model.ts';
import { useFormItem } from '#lib/zod-form.ts';

const col = { xs: 24, md: 12 };

type TProps = {
  editing: boolean;
  ask: TAskDetail | undefined;
  userId: string;
  lang: TLang;
  /** Sellers an agent may publish for (empty for everyone else). */
  sellerChoices: TAgentSeller[];
  forOtherSeller: boolean;
  permitted: TMarket[];
  market: TMarket;
  currency: TCurrency;
  weightUnit: TWeightUnit;
  changeUnit: (unit: TWeightUnit) => void;
  watermark: boolean;
  setWatermark: (on: boolean) => void;
  pickFiles: (line: number, files: File[]) => void;
  onRemoveFile: (item: TMediaItem) => void;
};

export function PublishProductSection({
  editing,
  ask,
  userId,
  lang,
  sellerChoices,
  forOtherSeller,
  permitted,
  market,
  currency,
  weightUnit,
  changeUnit,
  watermark,
  setWatermark,
  pickFiles,
  onRemoveFile,
}: TProps) {
  const { t } = useTranslation();
  const item = useFormItem();
  const form = Form.useFormInstance<TAskFormValues>();
  return (
    <Card className="sb-form-section" title={t('listings.publish.sections.product')} data-testid="section-product">
      <Row gutter={16}>
        {(sellerChoices.length > 0 || forOtherSeller) && (
          <Col span={24}>
            {/* An edit keeps the ask's seller: the server refuses a move, so the choice is shown but fixed. */}
            <Form.Item name="sellerUserId" {...item('sellerUserId')} label={t('listings.publish.publishFor')} extra={t('listings.publish.publishForHint')}>
              <Select
                data-testid="field-sellerUserId"
                disabled={editing}
                placeholder={t('listings.publish.publishForMe')}
                options={[
                  { value: userId, label: t('listings.publish.publishForMe') },
                  ...sellerChoices.map((s) => ({ value: s.sellerUserId, label: sellerLabel(s, lang) })),
                  ...(forOtherSeller && ask && !sellerChoices.some((s) => s.sellerUserId === ask.sellerUserId)
                    ? [{ value: ask.sellerUserId!, label: ask.sellerUserId! }]
                    : []),
                ]}
              />
            </Form.Item>
          </Col>
        )}
        <Col {...col}>
          <Form.Item name="market" {...item('market')} label={t('fields.market')} required>
            <Radio.Group optionType="button" buttonStyle="solid" data-testid="field-market">
              {(['intl', 'cn'] as const).map((m) => (
                <Radio.Button key={m} value={m} disabled={!permitted.includes(m)}>
                  {t(m === 'intl' ? 'listings.filters.marketIntl' : 'listings.filters.marketCn')}
                </Radio.Button>
              ))}
            </Radio.Group>
          </Form.Item>
        </Col>
        <Col {...col}>
          {/* Not bound by name: a unit change converts the weights already typed (changeUnit). */}
          <Form.Item label={t('listings.fields.weightUnit')} required extra={market === 'cn' ? t('listings.errors.cnOnlyMt') : undefined}>
            <Segmented
              data-testid="field-weight-unit"
              value={weightUnit}
              options={[
                { value: 'MT', label: 'MT' },
                { value: 'LBS', label: 'LBS', disabled: market === 'cn' },
              ]}
              onChange={(v) => changeUnit(v as TWeightUnit)}
            />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="askNameZh" {...item('askNameZh')} label={t('listings.fields.askNameZh')}>
            <Input maxLength={ASK_LIMITS.nameMax} data-testid="field-askNameZh" placeholder={t('listings.publish.askNameZhHint')} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="askName" {...item('askName')} label={t('listings.fields.askName')} extra={t('listings.publish.eitherLanguage')}>
            <Input maxLength={ASK_LIMITS.nameMax} data-testid="field-askName" placeholder={t('listings.publish.askNameHint')} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="descriptionsZh" {...item('descriptionsZh')} label={t('listings.fields.descriptionsZh')}>
            <Input.TextArea rows={3} maxLength={ASK_LIMITS.descriptionMax} showCount data-testid="field-descriptionsZh" />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="descriptions" {...item('descriptions')} label={t('listings.fields.descriptions')} extra={t('listings.publish.eitherLanguage')}>
            <Input.TextArea rows={3} maxLength={ASK_LIMITS.descriptionMax} showCount data-testid="field-descriptions" />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="comboLoadName" {...item('comboLoadName')} label={t('listings.fields.comboLoadName')} required extra={t('listings.publish.comboLoadHint')}>
            <Input maxLength={ASK_LIMITS.nameMax} data-testid="field-comboLoadName" />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item label={t('listings.fields.watermark')} extra={t('listings.publish.watermarkHint')}>
            <Switch checked={watermark} onChange={setWatermark} data-testid="field-watermark" aria-label={t('listings.publish.watermark')} />
          </Form.Item>
        </Col>
      </Row>
      <h3 className="sb-form-subhead">{t('listings.publish.items')}</h3>
      <Form.List name="details">
        {(fields, { add, remove }) => (
          <div className="sb-lines">
            {fields.map((field) => (
              <DetailLine
                key={field.key}
                name={field.name}
                canRemove={fields.length > 1}
                onRemove={() => {
                  const media = (form.getFieldValue(['details', field.name, 'media']) as TMediaItem[] | undefined) ?? [];
                  media.forEach(onRemoveFile);
                  remove(field.name);
                }}
                market={market}
                currency={currency}
                unit={weightUnit}
                onPick={(files) => pickFiles(field.name, files)}
                onRemoveFile={onRemoveFile}
              />
            ))}
            {fields.length < ASK_LIMITS.maxDetails && (
              <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add(emptyDetail())} data-testid="add-line">
                {t('listings.publish.addItem')}
              </Button>
            )}
          </div>
        )}
      </Form.List>
    </Card>
  );
}
