/**
 * One detail line of the publish form (§3 Ask detail): category → grade, names in Chinese and English, weight in
 * the form's unit, quote type with its price (a fixed price per MT, or the formula value: % of LME, CMX minus
 * ¢/lb, the Chinese quotes minus ¥/MT), the acceptable range for fixed prices, element content and media. The price
 * preview shows what buyers will read (§9).
 */
import { Button, Card, Col, Form, Input, Row, Select } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { RECOGNITION_MAX_PHOTOS } from '@scrapbridge/domain/ai-recognition/ai-recognition';
import { ASK_LIMITS } from '@scrapbridge/domain/ask';
import type { TMarket } from '@scrapbridge/domain/market';
import type { TCurrency } from '@scrapbridge/domain/price-display';
import { QUOTE_METHODS, quoteTypesFor, type TQuoteType } from '@scrapbridge/domain/quote-method';
import type { TWeightUnit } from '@scrapbridge/domain/weight';
import { useCategories, useQuoteMethods } from '../api/catalog-api.ts';
import { decimalInput, priceAffixes, pricePreview, type TMediaItem } from '../lib/form-model.ts';
import { MediaField } from './media-field.tsx';
import { GradeSuggestion } from '#components/recognition/grade-suggestion.tsx';
import { useFormItem } from '#lib/zod-form.ts';
import { ContactSupportLink } from '#components/contact-support-link.tsx';

type TProps = {
  /** The Form.List name of the line (its index). */
  name: number;
  canRemove: boolean;
  onRemove: () => void;
  market: TMarket;
  currency: TCurrency;
  unit: TWeightUnit;
  onPick: (files: File[]) => void;
  onRemoveFile: (item: TMediaItem) => void;
};

export function DetailLine({ name, canRemove, onRemove, market, currency, unit, onPick, onRemoveFile }: TProps) {
  const { t } = useTranslation();
  const item = useFormItem();
  const mediaItem = item(`details.${name}.media`);
  // The whole ask's media problems (no picture at all, too many files) show in the first line's media area.
  const askMedia = name === 0 ? item('media') : null;
  const mediaStatus = mediaItem.help || !askMedia ? mediaItem : askMedia;
  const form = Form.useFormInstance();
  const categoryId = Form.useWatch<number | undefined>(['details', name, 'categoryId'], form);
  const quoteType = Form.useWatch<TQuoteType | undefined>(['details', name, 'quoteType'], form);
  const unitPrice = Form.useWatch<string | undefined>(['details', name, 'unitPrice'], form);
  const families = useCategories(0);
  const grades = useCategories(categoryId);
  const subCategoryId = Form.useWatch<number | undefined>(['details', name, 'subCategoryId'], form);
  const media = Form.useWatch<TMediaItem[] | undefined>(['details', name, 'media'], form);
  // The line's uploaded pictures, for the grade suggestion (issue 17 item 1); videos and unfinished uploads wait.
  const pictureIds = (media ?? []).flatMap((m) => (m.kind === 'image' && m.status === 'done' && m.fileId ? [m.fileId] : [])).slice(0, RECOGNITION_MAX_PHOTOS);
  const methods = useQuoteMethods(market);
  const offered = new Set(quoteTypesFor(market));
  const affixes = priceAffixes(quoteType, currency);
  const preview = pricePreview(quoteType, unitPrice, currency, unit);
  const isFixed = !quoteType || quoteType === 'FIXED';
  const method = quoteType ? QUOTE_METHODS[quoteType] : null;
  const n = name + 1;
  const basis = methods.data?.find((m) => m.quoteType === quoteType)?.basis;

  const priceLabel = !method || method.deduction === 0 ? t('listings.publish.unitPricePerMt') : method.deduction === 1 ? t('listings.publish.percentOf', { basis: quoteType }) : t('listings.publish.minus', { basis: quoteType });

  return (
    <Card
      size="small"
      className="sb-line-card"
      data-testid={`line-${name}`}
      title={t('listings.publish.itemN', { n })}
      extra={
        canRemove && (
          <Button type="text" danger icon={<DeleteOutlined />} onClick={onRemove} data-testid={`line-${name}-remove`}>
            {t('listings.publish.removeItem')}
          </Button>
        )
      }
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name={[name, 'categoryId']} {...item(`details.${name}.categoryId`)} label={t('listings.fields.categoryId')} required>
            <Select
              data-testid={`line-${name}-category`}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('listings.publish.choose')}
              loading={families.isLoading}
              options={(families.data ?? []).map((c) => ({ value: c.categoryId, label: c.categoryName }))}
              onChange={() => form.setFieldValue(['details', name, 'subCategoryId'], undefined)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={[name, 'subCategoryId']} {...item(`details.${name}.subCategoryId`)} label={t('listings.fields.subCategoryId')} required>
            <Select
              data-testid={`line-${name}-subcategory`}
              showSearch={{ optionFilterProp: 'label' }}
              disabled={categoryId === undefined}
              placeholder={categoryId === undefined ? t('listings.filters.chooseCategoryFirst') : t('listings.publish.choose')}
              loading={grades.isLoading && categoryId !== undefined}
              options={(grades.data ?? []).map((c) => ({ value: c.categoryId, label: c.categoryName, title: c.description }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={[name, 'detailNameZh']} {...item(`details.${name}.detailNameZh`)} label={t('listings.fields.detailNameZh')}>
            <Input maxLength={ASK_LIMITS.nameMax} data-testid={`line-${name}-name-zh`} placeholder={t('listings.publish.detailNameZhHint')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={[name, 'detailName']} {...item(`details.${name}.detailName`)} label={t('listings.fields.detailName')} extra={t('listings.publish.eitherLanguage')}>
            <Input maxLength={ASK_LIMITS.nameMax} data-testid={`line-${name}-name`} placeholder={t('listings.publish.detailNameHint')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={[name, 'weight']} {...item(`details.${name}.weight`)} label={t('listings.fields.weight')} required normalize={decimalInput(ASK_LIMITS.weightDecimals)}>
            <Input inputMode="decimal" suffix={unit} data-testid={`line-${name}-weight`} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={[name, 'quoteType']} {...item(`details.${name}.quoteType`)} label={t('listings.fields.quoteType')} required>
            <Select
              data-testid={`line-${name}-quote-type`}
              placeholder={t('listings.publish.choose')}
              loading={methods.isLoading}
              notFoundContent={
                <span>
                  {t('listings.publish.noQuoteType')} <ContactSupportLink context={{ topic: 'quote-type' }} />
                </span>
              }
              options={(methods.data ?? []).filter((m) => offered.has(m.quoteType)).map((m) => ({ value: m.quoteType, label: m.quoteTypeName, title: m.basis }))}
              onChange={(v: TQuoteType) => {
                if (v !== 'FIXED') form.setFieldsValue({ details: { [name]: { minPrice: undefined, maxPrice: undefined } } });
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name={[name, 'unitPrice']}
            {...item(`details.${name}.unitPrice`)}
            label={priceLabel}
            required
            normalize={decimalInput(ASK_LIMITS.priceDecimals, method?.deduction === 2)}
            extra={
              preview ? (
                <span data-testid={`line-${name}-price-preview`}>{t('listings.publish.buyersSee', { price: preview })}</span>
              ) : (
                basis
              )
            }
          >
            <Input inputMode="decimal" prefix={affixes.prefix || undefined} suffix={affixes.suffix} data-testid={`line-${name}-price`} />
          </Form.Item>
        </Col>
        {isFixed && (
          <>
            <Col xs={12} md={8}>
              <Form.Item name={[name, 'minPrice']} {...item(`details.${name}.minPrice`)} label={t('listings.fields.minPrice')} normalize={decimalInput(ASK_LIMITS.priceDecimals)}>
                <Input inputMode="decimal" prefix={affixes.prefix} suffix="/MT" placeholder={t('listings.publish.optional')} data-testid={`line-${name}-min`} />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item name={[name, 'maxPrice']} {...item(`details.${name}.maxPrice`)} label={t('listings.fields.maxPrice')} normalize={decimalInput(ASK_LIMITS.priceDecimals)}>
                <Input inputMode="decimal" prefix={affixes.prefix} suffix="/MT" placeholder={t('listings.publish.optional')} data-testid={`line-${name}-max`} />
              </Form.Item>
            </Col>
          </>
        )}
        <Col xs={24} md={isFixed ? 8 : 24}>
          <Form.Item name={[name, 'elementContent']} {...item(`details.${name}.elementContent`)} label={t('listings.fields.elementContent')}>
            <Input maxLength={ASK_LIMITS.elementContentMax} placeholder={t('listings.publish.elementContentHint')} data-testid={`line-${name}-element`} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name={[name, 'media']} {...mediaStatus} label={t('listings.fields.media')} required extra={t('listings.publish.mediaHint')}>
            <MediaField testId={`line-${name}-media`} label={t('listings.publish.addMediaTo', { n })} onPick={onPick} onRemove={onRemoveFile} />
          </Form.Item>
          <GradeSuggestion
            fileIds={pictureIds}
            chosen={subCategoryId ?? categoryId}
            testId={`line-${name}-suggest`}
            onUse={(c) => {
              // A grade fills the family and the grade; a family alone leaves the grade to choose.
              form.setFieldValue(['details', name, 'categoryId'], c.parentId ?? c.categoryId);
              form.setFieldValue(['details', name, 'subCategoryId'], c.parentId === null ? undefined : c.categoryId);
            }}
          />
        </Col>
      </Row>
    </Card>
  );
}
