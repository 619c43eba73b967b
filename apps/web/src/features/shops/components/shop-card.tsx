/**
 * A shop in /shop-list and /follow-shop: cover picture, company name, profile, the §3 figures (factories,
 * employees, establishment), live listings and followers. The card is a real link to /shop (middle-click works);
 * the follow control sits below it as a separate button.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useShellContext } from '#lib/shell-context.ts';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TShopCard } from '@scrapbridge/domain/shop';
import { companyTitle, formatCount, formatDay, shopHref } from '../lib/shop-model.ts';
import { StoredPicture } from '#components/stored-picture.tsx';
import { FollowButton } from './follow-button.tsx';

export function ShopCard({ shop, lang }: { shop: TShopCard; lang: TLang }) {
  const { t } = useTranslation();
  const { user } = useShellContext();
  const name = companyTitle(lang, shop) || t('shops.card.unnamed');
  const other = lang === 'zh' ? shop.companyEnglishName : shop.companyName;
  const facts: [string, string][] = [
    [t('shops.card.factories'), formatCount(shop.factoriesNumber, lang)],
    [t('shops.card.employees'), formatCount(shop.employeesNumber, lang)],
    [t('shops.card.established'), formatDay(shop.establishmentTime, lang)],
    [t('shops.card.activeAsks'), formatCount(shop.activeAskNum, lang)],
  ];
  return (
    <article className="sb-shop-card" data-testid="shop-card" data-shop-id={shop.shopId}>
      <Link className="sb-shop-card-link" to={shopHref(shop.shopId)} aria-label={t('shops.card.open', { name })}>
        <span className="sb-shop-card-media">
          {shop.coverUrl ? <StoredPicture src={shop.coverUrl} sizes="(max-width: 560px) 92vw, 360px" alt="" loading="lazy" decoding="async" /> : <span className="sb-shop-noimg">{t('shops.card.noPicture')}</span>}
        </span>
        <span className="sb-shop-card-body">
          <span className="sb-shop-card-title" data-testid="shop-card-name">
            {name}
          </span>
          {other && other !== name && <span className="sb-shop-card-sub">{other}</span>}
          {shop.companyProfile && <span className="sb-shop-card-profile">{shop.companyProfile}</span>}
          <span className="sb-shop-card-facts">
            {facts.map(([k, v]) => (
              <span key={k}>
                <span className="sb-shop-label">{k}</span>
                {v}
              </span>
            ))}
          </span>
        </span>
      </Link>
      <div className="sb-shop-card-foot">
        <span className="sb-shop-followers">{t('shops.page.followers', { count: shop.followerNum })}</span>
        <FollowButton shopId={shop.shopId} name={name} followed={shop.followed} mine={user?.id === shop.sellerId} size="small" />
      </div>
    </article>
  );
}

/** Placeholder cards while a page loads (same footprint, so nothing jumps). */
export function ShopCardSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="sb-shop-card sb-shop-card-skeleton" aria-hidden="true">
          <span className="sb-shop-card-media" />
          <span className="sb-shop-card-body" />
        </div>
      ))}
    </>
  );
}
