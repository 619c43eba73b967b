/**
 * /shop-list (§2): the approved seller shops, newest approval first, with a search by company name and pages. Vip
 * users follow shops from their cards (§6) and reach their followed shops and their own shop from the head.
 */
import '../shops.css';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Empty, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { UserState, isVip } from '@scrapbridge/domain/user-state';
import { useShellContext } from '#lib/shell-context.ts';
import { useMyShop, useShopList } from '../api/shops-api.ts';
import { ShopGrid, ShopGridPending, ShopListFailed } from '../components/shop-grid.tsx';
import { ShopsFrame } from '../components/shops-frame.tsx';
import { pageNumOf, shopHref } from '../lib/shop-model.ts';

export default function ShopListPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'zh' ? 'zh' : 'en';
  const { user } = useShellContext();
  const vip = !!user && isVip(user.userType) && user.userState !== UserState.Blocked;
  const [params, setParams] = useSearchParams();
  const pageNum = pageNumOf(params.get('pageNum'));
  const keyword = (params.get('keyword') ?? '').trim().slice(0, 100);
  const [draft, setDraft] = useState(keyword);
  const query = useShopList(pageNum, keyword);
  // §6: Vip see "My shop" once their shop is approved, else the way to apply (or to their application's status).
  const myShop = useMyShop(vip).data;

  const go = (next: { pageNum?: number; keyword?: string }) => {
    const p = new URLSearchParams();
    const kw = next.keyword ?? keyword;
    if (kw) p.set('keyword', kw);
    if ((next.pageNum ?? 1) > 1) p.set('pageNum', String(next.pageNum));
    setParams(p);
    window.scrollTo({ top: 0 });
  };

  const rows = query.data?.rows ?? [];
  let content;
  if (query.isError && !query.data) {
    content = <ShopListFailed onRetry={() => void query.refetch()} />;
  } else if (query.isPending) {
    content = <ShopGridPending count={6} />;
  } else if (rows.length === 0) {
    content = (
      <Empty data-testid="shop-list-empty" description={keyword ? t('shops.list.noMatch', { keyword }) : t('shops.list.empty')}>
        {keyword && (
          <Button
            onClick={() => {
              setDraft('');
              go({ keyword: '' });
            }}
          >
            {t('shops.list.clear')}
          </Button>
        )}
      </Empty>
    );
  } else {
    content = (
      <ShopGrid
        rows={rows}
        total={query.data?.total ?? 0}
        pageNum={pageNum}
        stale={query.isPlaceholderData}
        testId="shop-list"
        lang={lang}
        onPage={(p) => go({ pageNum: p })}
      />
    );
  }

  return (
    <ShopsFrame
      testId="shop-list-page"
      title={t('shops.titles.list')}
      subtitle={t('shops.list.subtitle')}
      extra={
        vip && (
          <>
            <Link to="/follow-shop">
              <Button data-testid="to-followed">{t('shops.list.followedLink')}</Button>
            </Link>
            {myShop?.shopStatus === 'ok' ? (
              <Link to={shopHref(myShop.shopId)}>
                <Button>{t('shops.list.myShop')}</Button>
              </Link>
            ) : (
              <Link to="/apply-shop">
                <Button>{t('shops.list.apply')}</Button>
              </Link>
            )}
          </>
        )
      }
    >
      <div className="sb-shops-toolbar">
        <Input.Search
          className="sb-shops-search"
          allowClear
          value={draft}
          maxLength={100}
          placeholder={t('shops.list.searchPlaceholder')}
          enterButton={t('shops.list.search')}
          aria-label={t('shops.list.searchPlaceholder')}
          data-testid="shop-search"
          onChange={(e) => setDraft(e.target.value)}
          onSearch={(value) => go({ keyword: value.trim() })}
        />
        {query.data && <span className="sb-muted">{t('shops.list.total', { count: query.data.total })}</span>}
      </div>
      {content}
    </ShopsFrame>
  );
}
