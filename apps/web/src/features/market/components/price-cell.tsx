/** One price with its daily change under it (green up, red down; §2 "daily change in value and %"). */
import { useTranslation } from 'react-i18next';
import type { TPriceChange } from '@scrapbridge/domain/pricing/price-list';
import { changeText, priceText } from '../lib/price-texts.ts';

export function PriceCell({ value, change, currency }: { value: string | null; change: TPriceChange | null; currency: 'USD' | 'CNY' }) {
  const { t } = useTranslation();
  if (value === null) return <span className="sb-prices-muted">—</span>;
  return (
    <span className="sb-prices-price">
      <strong>{priceText(value, currency)}</strong>
      {change ? (
        <span className={`sb-prices-change sb-prices-${change.direction}`} data-testid="price-change" data-direction={change.direction}>
          {change.direction === 'up' ? '▲ ' : change.direction === 'down' ? '▼ ' : ''}
          {changeText(change)}
        </span>
      ) : (
        <span className="sb-prices-change sb-prices-muted" title={t('pricing.web.noChange')}>
          —
        </span>
      )}
    </span>
  );
}
