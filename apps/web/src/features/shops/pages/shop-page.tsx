/**
 * /shop?shopId= and /share-shop?shopId= (§2 "/shop (same screen as /share-shop)"): a seller's shop — company name,
 * the §3 figures, profile and pictures — and the seller's live asks as the §2 listing cards of the asks feature,
 * with follow / unfollow for Vip (§6). /share-shop is public, so this screen uses no antd and no zod: the public
 * link opens fast on a phone. Visitors who open a card are asked to sign in (§2); the /share-shop route adds the
 * learn-more banner (§2) through `banner`.
 */
/* eslint-disable no-restricted-imports -- the lead's decision for this issue: a shop lists the seller's asks with
   the asks feature's own §2 listing card (its component, view model, texts and styles), imported rather than copied
   so the card stays one component. */
import '../../asks/lib/web-catalog.ts';
import '../../asks/asks.css';
import { AskCard, AskCardSkeletons } from '#components/ask-card.tsx';
import { cardView, type TCardView } from '#components/ask-card-model.ts';
/* eslint-enable no-restricted-imports */
import '../shops.css';
import { useMemo, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TShop, TShopPage } from '@scrapbridge/domain/shop';
import type { TWeightUnit } from '@scrapbridge/domain/weight';
import { ApiError } from '#lib/api-client.ts';
import { openDetailForVisitor } from '#lib/login-dialog.ts';
import { useShellContext } from '#lib/shell-context.ts';
import { readMarketType, readUnits } from '#lib/storage.ts';
import { toast } from '#lib/toast.ts';
import { SHOP_ASKS_PAGE_SIZE, useShopPage } from '../api/shops-api.ts';
import { FollowButton } from '../components/follow-button.tsx';
import { ShopGallery } from '../components/shop-gallery.tsx';
import { companyTitle, formatCount, formatDay, pageNumOf, shareShopHref, yearsSince } from '../lib/shop-model.ts';

/** The viewer's weight unit as the asks lists read it (§1/§9: the China market trades in MT). */
function useUnit(): TWeightUnit {
  const { user } = useShellContext();
  return readMarketType() === 'cn' ? 'MT' : (readUnits().weightUnit ?? user?.weightType ?? 'MT');
}

/**
 * A card click: signed-in users open the detail page (the click is counted by the asks feature's event, loaded only
 * then); visitors are asked to sign in (§2 "Anonymous visitors who click a card are prompted to log in").
 */
function useOpenCard(): (view: TCardView) => void {
  const { signedIn } = useShellContext();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (view) => {
    if (!signedIn) {
      // §2: a visitor's card opens in a new window, signing in first and going on to /view-detail.
      openDetailForVisitor(view.href);
      return;
    }
    if (!view.mine) {
      const detailId = new URLSearchParams(view.href.split('?')[1]).get('detailId') ?? undefined;
      // Loaded on the click only: the asks API module brings zod, which the public page otherwise does without.
      void import('../../asks/api/asks-api.ts').then((m) => m.recordAskClick(queryClient, view.askId, detailId));
    }
    void navigate(view.href);
  };
}

/** The async clipboard (https or localhost); elsewhere the caller shows the link instead. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard || !window.isSecureContext) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function ShopHead({ shop, lang, asksTotal }: { shop: TShop; lang: TLang; asksTotal: number }) {
  const { t } = useTranslation();
  const { signedIn } = useShellContext();
  const name = companyTitle(lang, shop) || t('shops.card.unnamed');
  const other = lang === 'zh' ? shop.companyEnglishName : shop.companyName;
  const years = yearsSince(shop.establishmentTime);

  const share = async () => {
    const url = new URL(shareShopHref(shop.shopId), window.location.origin).toString();
    if (await copyText(url)) void toast('success', t('shops.page.copied'));
    else void toast('warning', t('shops.page.copyFailed', { url }));
  };

  return (
    <header className="sb-shop-head">
      <div className="sb-shop-head-inner">
        <div className="sb-shop-head-text">
          {shop.mine && shop.shopStatus !== 'ok' && (
            <span className={`sb-shop-status is-${shop.shopStatus}`} data-testid="shop-status">
              {t(`shops.status.${shop.shopStatus}`)}
            </span>
          )}
          <h1 data-testid="shop-name">{name}</h1>
          {other && other !== name && <p className="sb-shop-head-sub">{other}</p>}
          <ul className="sb-shop-facts" aria-label={t('shops.page.facts')}>
            <li>
              {t('shops.page.established', { date: formatDay(shop.establishmentTime, lang) })}
              {years > 0 && <span className="sb-shop-facts-aside"> · {t('shops.page.yearsInBusiness', { count: years })}</span>}
            </li>
            <li>{t('shops.page.factories', { count: shop.factoriesNumber })}</li>
            <li>{t('shops.page.employees', { count: shop.employeesNumber })}</li>
            <li>{t('shops.page.asksCount', { count: asksTotal })}</li>
            <li data-testid="shop-followers">{t('shops.page.followers', { count: shop.followerNum })}</li>
          </ul>
        </div>
        <div className="sb-shop-head-actions">
          <FollowButton shopId={shop.shopId} name={name} followed={shop.followed} mine={shop.mine} />
          {shop.shopStatus === 'ok' && (
            <button type="button" className="sb-btn sb-btn-outline-light" data-testid="shop-share" onClick={() => void share()}>
              {t('shops.page.share')}
            </button>
          )}
          {shop.mine && (
            <Link className="sb-btn sb-btn-outline-light" to="/apply-shop" data-testid="shop-edit">
              {t('shops.page.edit')}
            </Link>
          )}
          {signedIn && !shop.mine && (
            // Issue 15: the seller's record before dealing (who may read it: after-sales/credit-access.ts).
            <Link className="sb-btn sb-btn-outline-light" to={`/buyer-credit?userId=${encodeURIComponent(shop.sellerId)}&role=seller`} data-testid="shop-credit-link">
              {t('afterSales.credit.viewReport')}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}

function ShopAsks({ page, lang, pageNum, onPage }: { page: TShopPage; lang: TLang; pageNum: number; onPage: (n: number) => void }) {
  const { t } = useTranslation();
  const unit = useUnit();
  const open = useOpenCard();
  const rows = page.asks.rows;
  const views = useMemo(() => rows.map((card) => cardView(card, { lang, unit, t })), [rows, lang, unit, t]);
  const pages = Math.max(1, Math.ceil(page.asks.total / SHOP_ASKS_PAGE_SIZE));

  return (
    <section className="sb-shop-section" aria-labelledby="shop-asks-h">
      <h2 id="shop-asks-h">
        {t('shops.page.asks')} <span className="sb-shop-count">{formatCount(page.asks.total, lang)}</span>
      </h2>
      {views.length === 0 ? (
        <p className="sb-shop-empty" data-testid="shop-asks-empty">
          {t('shops.page.noAsks')}
        </p>
      ) : (
        <div className="sb-lgrid" data-testid="shop-asks">
          {views.map((view) => (
            <AskCard key={view.askId} view={view} onOpen={open} />
          ))}
        </div>
      )}
      {pages > 1 && (
        <nav className="sb-shop-pager" aria-label={t('shops.page.asks')}>
          <button type="button" className="sb-btn sb-btn-ghost" disabled={pageNum <= 1} onClick={() => onPage(pageNum - 1)} aria-label={t('shops.page.prevPage')}>
            ‹
          </button>
          <span aria-current="page">
            {pageNum} / {pages}
          </span>
          <button type="button" className="sb-btn sb-btn-ghost" disabled={pageNum >= pages} onClick={() => onPage(pageNum + 1)} aria-label={t('shops.page.nextPage')}>
            ›
          </button>
        </nav>
      )}
    </section>
  );
}

function ShopBody({ page, lang, pageNum, onPage }: { page: TShopPage; lang: TLang; pageNum: number; onPage: (n: number) => void }) {
  const { t } = useTranslation();
  const { shop } = page;
  const name = companyTitle(lang, shop) || t('shops.card.unnamed');
  return (
    <>
      <ShopHead shop={shop} lang={lang} asksTotal={page.asks.total} />
      <div className="sb-shop-body">
        {shop.mine && shop.shopStatus !== 'ok' && (
          <p className="sb-shop-notice" role="status">
            {t(shop.shopStatus === 'waiting' ? 'shops.page.ownerWaiting' : 'shops.page.ownerFailed')}
          </p>
        )}
        <div className="sb-shop-about">
          <section className="sb-shop-section" aria-label={t('shops.page.pictures')}>
            <ShopGallery pictures={shop.companyPictures} name={name} />
          </section>
          <section className="sb-shop-section sb-shop-profile" aria-labelledby="shop-profile-h">
            <h2 id="shop-profile-h">{t('shops.page.profile')}</h2>
            {shop.companyProfile ? <p data-testid="shop-profile">{shop.companyProfile}</p> : <p className="sb-muted">{t('shops.page.noProfile')}</p>}
          </section>
        </div>
        <ShopAsks page={page} lang={lang} pageNum={pageNum} onPage={onPage} />
      </div>
    </>
  );
}

export default function ShopPage({ banner }: { banner?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const lang: TLang = i18n.language === 'zh' ? 'zh' : 'en';
  const { signedIn } = useShellContext();
  const [params, setParams] = useSearchParams();
  const shopId = params.get('shopId');
  const pageNum = pageNumOf(params.get('pageNum'));
  const query = useShopPage(shopId, pageNum);

  const onPage = (n: number) => {
    const next = new URLSearchParams(params);
    if (n > 1) next.set('pageNum', String(n));
    else next.delete('pageNum');
    setParams(next);
    document.getElementById('shop-asks-h')?.scrollIntoView({ block: 'start' });
  };

  const back = signedIn ? (
    <Link className="sb-btn sb-btn-primary" to="/shop-list">
      {t('shops.page.backToList')}
    </Link>
  ) : (
    <Link className="sb-btn sb-btn-primary" to="/">
      {t('shops.page.backHome')}
    </Link>
  );

  let body: ReactNode;
  if (!shopId) {
    body = (
      <div className="sb-shop-body">
        <div className="sb-shop-empty" data-testid="shop-unavailable">
          <p>{t('shops.page.missing')}</p>
          {back}
        </div>
      </div>
    );
  } else if (query.data) {
    body = <ShopBody page={query.data} lang={lang} pageNum={pageNum} onPage={onPage} />;
  } else if (query.isError) {
    const gone = query.error instanceof ApiError && (query.error.code === ErrorCode.NotFound || query.error.code === ErrorCode.Validation);
    body = (
      <div className="sb-shop-body">
        <div className="sb-shop-empty" data-testid="shop-unavailable">
          <p>{t(gone ? 'shops.page.unavailable' : 'shops.page.loadFailed')}</p>
          {gone ? (
            back
          ) : (
            <button type="button" className="sb-btn sb-btn-primary" onClick={() => void query.refetch()}>
              {t('common.retry')}
            </button>
          )}
        </div>
      </div>
    );
  } else {
    body = (
      <>
        <div className="sb-shop-head sb-shop-head-loading" aria-hidden="true" />
        <div className="sb-shop-body" aria-busy="true">
          <div className="sb-lgrid">
            <AskCardSkeletons count={4} />
          </div>
        </div>
      </>
    );
  }

  return (
    <div className="sb-shop-page" data-testid="shop-page">
      {banner}
      {body}
    </div>
  );
}
