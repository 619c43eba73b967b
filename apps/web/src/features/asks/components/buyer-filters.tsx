/**
 * The /quoteList filters (issue 3 item 4): category → grade, origin, loading country → port, quote method, weight
 * range in the viewer's unit, market, followed categories, and whether closed asks show. Every change goes to the
 * URL through `onChange` (the page owns the state); the same fields render inline on desktop and in a drawer on
 * phones.
 */
import { useState } from 'react';
import { Button, Checkbox, Input, Segmented, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { FOLLOWED_FILTER } from '@scrapbridge/domain/ask';
import { limitDecimals } from '@scrapbridge/domain/input-helpers';
import type { TMarket } from '@scrapbridge/domain/market';
import { useCategories, useDicts, usePorts, useQuoteMethods } from '../api/catalog-api.ts';
import type { TViewer } from '../lib/use-viewer.ts';
import { weightBound, type TBuyerFilters } from '../lib/list-params.ts';

type TProps = {
  filters: TBuyerFilters;
  viewer: TViewer;
  onChange: (patch: Partial<TBuyerFilters>) => void;
};

const selectProps = { allowClear: true, showSearch: { optionFilterProp: 'label' as const }, style: { width: '100%' } };

/** A weight bound typed freely and applied on Enter or when the field is left. */
function WeightBound({ value, label, testId, onApply }: { value: string | undefined; label: string; testId: string; onApply: (v: string | undefined) => void }) {
  const [text, setText] = useState(value ?? '');
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    // The URL changed (reset, back button): show what it says.
    setSeen(value);
    setText(value ?? '');
  }
  const apply = () => {
    const next = weightBound(text);
    if (next !== value) onApply(next);
  };
  return (
    <Input
      value={text}
      inputMode="decimal"
      placeholder={label}
      aria-label={label}
      data-testid={testId}
      onChange={(e) => setText(limitDecimals(e.target.value, 6))}
      onBlur={apply}
      onPressEnter={apply}
    />
  );
}

export function BuyerFilters({ filters, viewer, onChange }: TProps) {
  const { t } = useTranslation();
  const market: TMarket = filters.market ?? viewer.market;
  const families = useCategories(0);
  const grades = useCategories(filters.categoryId);
  const dicts = useDicts();
  const countries = dicts.data?.Country ?? [];
  const loadingCode = countries.find((c) => c.dictDataId === filters.loadingCountryId)?.dictValue;
  const ports = usePorts('PORT', loadingCode);
  const methods = useQuoteMethods(market);

  const countryOptions = countries.map((c) => ({ value: c.dictDataId, label: c.dictLabel }));
  const field = (label: string, control: React.ReactNode, wide = false) => (
    <label className={`sb-filter${wide ? ' sb-filter-wide' : ''}`}>
      <span className="sb-filter-label">{label}</span>
      {control}
    </label>
  );

  return (
    <div className="sb-filters" data-testid="buyer-filters">
      {field(
        t('listings.filters.category'),
        <Select
          {...selectProps}
          data-testid="filter-category"
          value={filters.categoryId}
          placeholder={t('listings.filters.all')}
          loading={families.isLoading}
          options={(families.data ?? []).map((c) => ({ value: c.categoryId, label: c.categoryName }))}
          onChange={(v?: number) => onChange({ categoryId: v })}
        />,
      )}
      {field(
        t('listings.filters.subCategory'),
        <Select
          {...selectProps}
          data-testid="filter-subcategory"
          value={filters.subCategoryId}
          disabled={filters.categoryId === undefined}
          placeholder={filters.categoryId === undefined ? t('listings.filters.chooseCategoryFirst') : t('listings.filters.all')}
          loading={grades.isLoading && filters.categoryId !== undefined}
          options={(grades.data ?? []).map((c) => ({ value: c.categoryId, label: c.categoryName }))}
          onChange={(v?: number) => onChange({ subCategoryId: v })}
        />,
      )}
      {field(
        t('listings.filters.origin'),
        <Select
          {...selectProps}
          data-testid="filter-origin"
          value={filters.originCountryId}
          placeholder={t('listings.filters.all')}
          options={countryOptions}
          onChange={(v?: number) => onChange({ originCountryId: v })}
        />,
      )}
      {field(
        t('listings.filters.loadingCountry'),
        <Select
          {...selectProps}
          data-testid="filter-loading"
          value={filters.loadingCountryId}
          placeholder={t('listings.filters.all')}
          options={countryOptions}
          onChange={(v?: number) => onChange({ loadingCountryId: v })}
        />,
      )}
      {field(
        t('listings.filters.port'),
        <Select
          {...selectProps}
          data-testid="filter-port"
          value={filters.portId}
          placeholder={t('listings.filters.all')}
          loading={ports.isLoading}
          notFoundContent={t('listings.filters.noPorts')}
          options={(ports.data ?? []).map((p) => ({ value: p.dictDataId, label: `${p.dictLabel} (${p.dictValue})` }))}
          onChange={(v?: number) => onChange({ portId: v })}
        />,
      )}
      {field(
        t('listings.filters.quoteType'),
        <Select
          {...selectProps}
          data-testid="filter-quote-type"
          value={filters.quoteType}
          placeholder={t('listings.filters.all')}
          options={(methods.data ?? []).map((m) => ({ value: m.quoteType, label: m.quoteTypeName }))}
          onChange={(v?: TBuyerFilters['quoteType']) => onChange({ quoteType: v })}
        />,
      )}
      {field(
        t('listings.filters.weightRangeIn', { unit: filters.weightUnit }),
        <Space.Compact block>
          <WeightBound value={filters.weightMin} label={t('listings.filters.min')} testId="filter-weight-min" onApply={(v) => onChange({ weightMin: v })} />
          <WeightBound value={filters.weightMax} label={t('listings.filters.max')} testId="filter-weight-max" onApply={(v) => onChange({ weightMax: v })} />
        </Space.Compact>,
      )}
      {field(
        t('listings.filters.market'),
        <Segmented
          block
          data-testid="filter-market"
          value={market}
          options={[
            { value: 'intl', label: t('listings.filters.marketIntl') },
            { value: 'cn', label: t('listings.filters.marketCn') },
          ]}
          onChange={(v) => onChange({ market: v as TMarket, quoteType: undefined })}
        />,
      )}
      <div className="sb-filter sb-filter-checks">
        <Checkbox
          data-testid="filter-followed"
          checked={filters.followed === FOLLOWED_FILTER}
          onChange={(e) => onChange({ followed: e.target.checked ? FOLLOWED_FILTER : undefined })}
        >
          {t('listings.filters.followed')}
        </Checkbox>
        <Checkbox data-testid="filter-scope" checked={filters.scope === 'all'} onChange={(e) => onChange({ scope: e.target.checked ? 'all' : 'open' })}>
          {t('listings.scope.all')}
        </Checkbox>
      </div>
    </div>
  );
}

/** "Reset" for the filter panel (keeps search, sort and page size). */
export function ResetFilters({ onReset, count }: { onReset: () => void; count: number }) {
  const { t } = useTranslation();
  return (
    <Button type="link" onClick={onReset} disabled={count === 0} data-testid="filters-reset">
      {t('listings.filters.reset')}
    </Button>
  );
}
