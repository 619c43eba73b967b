/**
 * Every field of an ask with its label (§3 Ask publication fields), grouped the way the publish form groups them:
 * product, items, place and logistics, payment, quote preferences, validity, address, remarks. Shared by
 * /view-detail and the staff review preview.
 */
import type { ReactNode } from 'react';
import { Descriptions, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TAskDetail, TAskDetailLine } from '@scrapbridge/domain/ask-view';
import { formatFixedPrice } from '@scrapbridge/domain/price-display';
import type { TWeightUnit } from '@scrapbridge/domain/weight';
import { useIsMobile } from '#lib/use-media-query.ts';
import { pick, weightText } from '#components/ask-card-model.ts';
import { addressText, categoryText, deliveryPlace, isUntilSold, lineName, linePriceText, paymentText, priceRangeText } from '../lib/detail-model.ts';
import type { TViewer } from '../lib/use-viewer.ts';

type TProps = { ask: TAskDetail; viewer: TViewer; unit: TWeightUnit; compact?: boolean };

type TItem = { key: string; label: string; children: ReactNode; span?: number | 'filled' };

const dash = '—';
const when = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : null);

function Section({ title, items, testId, columns }: { title: string; items: TItem[]; testId: string; columns: number }) {
  const shown = items.filter((i) => i.children !== null && i.children !== undefined && i.children !== '');
  if (shown.length === 0) return null;
  return (
    <section className="sb-facts-section" data-testid={testId}>
      <h2>{title}</h2>
      <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: Math.min(2, columns), lg: columns }} items={shown} />
    </section>
  );
}

export function LinesTable({ ask, viewer, unit, compact = false }: TProps) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  if (mobile || compact) {
    // Phones and the staff drawer: one block per line instead of a table that scrolls sideways.
    return (
      <section className="sb-facts-section" data-testid="facts-lines">
        <h2>{t('listings.detail.items')}</h2>
        <ul className="sb-line-list">
          {ask.askDetailList.map((l) => {
            const range = priceRangeText(l, unit);
            return (
              <li key={l.detailId}>
                <div className="sb-line-list-head">
                  <strong>{lineName(l, viewer.lang) || dash}</strong>
                  <span className="sb-line-price" data-testid="line-price">
                    {linePriceText(l, unit)}
                    {l.quoteDetail.priceVo && <small>{l.quoteDetail.priceVo.quoteTypeStr}</small>}
                  </span>
                </div>
                <dl>
                  <dt>{t('listings.fields.subCategoryId')}</dt>
                  <dd>{categoryText(l, viewer.lang) || dash}</dd>
                  <dt>{t('listings.fields.weight')}</dt>
                  <dd>{weightText(l.weight, l.weightLbs, unit, viewer.lang)}</dd>
                  {range && (
                    <>
                      <dt>{t('listings.detail.priceRange')}</dt>
                      <dd>{range}</dd>
                    </>
                  )}
                  {l.elementContent && (
                    <>
                      <dt>{t('listings.fields.elementContent')}</dt>
                      <dd>{l.elementContent}</dd>
                    </>
                  )}
                </dl>
              </li>
            );
          })}
        </ul>
      </section>
    );
  }
  const columns: TableColumnsType<TAskDetailLine> = [
    { title: t('listings.fields.detailName'), key: 'name', render: (_, l) => <strong>{lineName(l, viewer.lang) || dash}</strong> },
    { title: t('listings.fields.subCategoryId'), key: 'category', render: (_, l) => categoryText(l, viewer.lang) || dash },
    { title: t('listings.fields.weight'), key: 'weight', align: 'right', render: (_, l) => weightText(l.weight, l.weightLbs, unit, viewer.lang) },
    {
      title: t('listings.detail.price'),
      key: 'price',
      align: 'right',
      render: (_, l) => (
        <span className="sb-line-price" data-testid="line-price">
          {linePriceText(l, unit)}
          {l.quoteDetail.priceVo && <small>{l.quoteDetail.priceVo.quoteTypeStr}</small>}
        </span>
      ),
    },
    { title: t('listings.detail.priceRange'), key: 'range', render: (_, l) => priceRangeText(l, unit) ?? dash },
    { title: t('listings.fields.elementContent'), key: 'element', render: (_, l) => l.elementContent || dash },
  ];
  return (
    <section className="sb-facts-section" data-testid="facts-lines">
      <h2>{t('listings.detail.items')}</h2>
      <Table<TAskDetailLine> rowKey="detailId" size="small" pagination={false} columns={columns} dataSource={ask.askDetailList} scroll={{ x: 760 }} />
    </section>
  );
}

export function AskFacts({ ask, viewer, unit, compact = false }: TProps) {
  const { t } = useTranslation();
  const lang = viewer.lang;
  const cols = compact ? 1 : 2;
  const untilSold = isUntilSold(ask);

  const product: TItem[] = [
    { key: 'askName', label: t('listings.fields.askName'), children: ask.askName },
    { key: 'askNameZh', label: t('listings.fields.askNameZh'), children: ask.askNameZh },
    { key: 'descriptions', label: t('listings.fields.descriptions'), children: pick(lang, ask.descriptionsZh, ask.descriptions) || null, span: 'filled' },
    { key: 'comboLoadName', label: t('listings.fields.comboLoadName'), children: ask.comboLoadName },
    { key: 'weight', label: t('listings.detail.totalWeight'), children: weightText(ask.weight, ask.weightLbs, unit, lang) },
    { key: 'specs', label: t('listings.fields.specs'), children: ask.specs ? t(`listings.specs.${ask.specs}`) : null },
    { key: 'packing', label: t('listings.fields.packingMethod'), children: ask.packingMethod ? t(`listings.packing.${ask.packingMethod}`) : null },
  ];
  const logistics: TItem[] = [
    { key: 'origin', label: t('listings.fields.originCountryId'), children: ask.originCountryDict?.dictLabel ?? null },
    { key: 'loading', label: t('listings.fields.loadingCountryId'), children: ask.loadingCountryDict?.dictLabel ?? null },
    { key: 'term', label: t('listings.fields.deliveryTerm'), children: ask.deliveryTerm ? t(`listings.deliveryTerm.${ask.deliveryTerm}`) : null },
    {
      key: 'place',
      label: ask.deliveryTerm === 'EXW' ? t('listings.fields.exwAddress') : ask.deliveryTerm === 'CNF' || ask.deliveryTerm === 'CIF' ? t('listings.fields.destinationPortId') : t('listings.fields.portId'),
      children: deliveryPlace(ask),
    },
    { key: 'ramp', label: t('listings.fields.rampId'), children: ask.rampDict ? `${ask.rampDict.dictLabel} (${ask.rampDict.dictValue})` : null },
    { key: 'days', label: t('listings.fields.shipmentDays'), children: ask.shipmentDays ? t('listings.detail.shipmentDaysText', { days: ask.shipmentDays }) : null },
    { key: 'cert', label: t('listings.fields.originCertificate'), children: t(ask.originCertificate ? 'listings.detail.originCertificateYes' : 'listings.detail.originCertificateNo') },
    { key: 'customs', label: t('listings.fields.customsRejectionResponsible'), children: t(ask.customsRejectionResponsible ? 'listings.detail.customsYes' : 'listings.detail.customsNo') },
  ];
  const payment: TItem[] = [
    { key: 'payment', label: t('listings.detail.payment'), children: paymentText(ask, t), span: 'filled' },
    { key: 'period', label: t('listings.fields.pricingPeriod'), children: ask.pricingPeriod ? t(`listings.pricingPeriod.${ask.pricingPeriod}`) : null },
    { key: 'cutoff', label: t('listings.fields.priceCutoffAt'), children: when(ask.priceCutoffAt) },
  ];
  const quote: TItem[] = [
    { key: 'method', label: t('listings.fields.preferredQuoteType'), children: ask.preferredQuoteTypeStr },
    { key: 'fixing', label: t('listings.fields.fixingSide'), children: t(`listings.fixingSide.${ask.fixingSide}`) },
    {
      key: 'firm',
      label: t('listings.fields.firmPrice'),
      children: ask.firmPrice !== null ? formatFixedPrice(ask.firmPrice, ask.currency, unit) : t('listings.detail.noFirmPrice'),
    },
  ];
  const validity: TItem[] = [
    { key: 'validity', label: t('listings.fields.validityId'), children: untilSold ? t('listings.card.untilSold') : (ask.validityDict?.dictLabel ?? null) },
    { key: 'until', label: t('listings.detail.validUntilLabel'), children: untilSold ? t('listings.card.untilSold') : when(ask.validUntil) },
    { key: 'published', label: t('listings.detail.publishedAt'), children: when(ask.publishedAt) },
    { key: 'clicks', label: t('listings.detail.clicks'), children: String(ask.clickCount) },
  ];
  const address: TItem[] = [{ key: 'address', label: t('listings.detail.address'), children: addressText(ask, lang) || null, span: 'filled' }];
  const remarks: TItem[] = [{ key: 'remark', label: t('listings.fields.buyerRemark'), children: ask.buyerRemark, span: 'filled' }];

  return (
    <div className="sb-facts" data-testid="ask-facts">
      <Section title={t('listings.publish.sections.product')} items={product} testId="facts-product" columns={cols} />
      <LinesTable ask={ask} viewer={viewer} unit={unit} compact={compact} />
      <Section title={t('listings.publish.sections.logistics')} items={logistics} testId="facts-logistics" columns={cols} />
      <Section title={t('listings.publish.sections.payment')} items={payment} testId="facts-payment" columns={cols} />
      <Section title={t('listings.publish.sections.quote')} items={quote} testId="facts-quote" columns={cols} />
      <Section title={t('listings.publish.sections.validity')} items={validity} testId="facts-validity" columns={cols} />
      <Section title={t('listings.publish.sections.address')} items={address} testId="facts-address" columns={cols} />
      <Section title={t('listings.publish.sections.remarks')} items={remarks} testId="facts-remarks" columns={cols} />
    </div>
  );
}
