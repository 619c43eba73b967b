/**
 * /price-index-methodology — how the own-deal price index is made (issue 14 item 6, beyond the spec): public, in zh
 * and en, the rule the server applies (packages/domain/src/pricing/deal-index.ts) in the reader's words. Light markup,
 * no antd: a visitor reaches it from the public price detail.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { INDEX_MIN_COMPANIES } from '@scrapbridge/domain/pricing/deal-index';
import '../deal-index.css';

const SECTIONS = ['deals', 'price', 'independence', 'insufficient', 'source'] as const;

export default function PriceIndexMethodologyPage() {
  const { t } = useTranslation();
  const min = INDEX_MIN_COMPANIES;
  return (
    <article className="sb-index-method" data-testid="price-index-methodology">
      <h1>{t('dealIndex.methodology.title')}</h1>
      <p className="sb-index-method-intro">{t('dealIndex.methodology.intro')}</p>
      {SECTIONS.map((s) => (
        <section key={s} aria-labelledby={`method-${s}`}>
          <h2 id={`method-${s}`}>{t(`dealIndex.methodology.${s}Title`, { min })}</h2>
          <p>{t(`dealIndex.methodology.${s}`, { min })}</p>
        </section>
      ))}
      <p>
        <Link to="/market-price">{t('dealIndex.methodology.back')}</Link>
      </p>
    </article>
  );
}
