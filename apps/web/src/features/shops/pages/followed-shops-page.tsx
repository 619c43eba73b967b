/**
 * /follow-shop (§2; §6 "Vip can follow shops"): the approved shops the user follows, latest follow first, each with
 * its unfollow button. An unfollowed shop leaves the list when the list is read again (right after the click).
 */
import '../shops.css';
import { Link, useSearchParams } from 'react-router';
import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { SHOP_LIST_PAGE_SIZE, useFollowedShops } from '../api/shops-api.ts';
import { ShopGrid, ShopGridPending, ShopListFailed } from '../components/shop-grid.tsx';
import { ShopsFrame } from '../components/shops-frame.tsx';
import { pageNumOf } from '../lib/shop-model.ts';

export default function FollowedShopsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'zh' ? 'zh' : 'en';
  const [params, setParams] = useSearchParams();
  const pageNum = pageNumOf(params.get('pageNum'));
  const query = useFollowedShops(pageNum);
  const data = query.data;
  const lastPage = Math.max(1, Math.ceil((data?.total ?? 0) / SHOP_LIST_PAGE_SIZE));

  const go = (p: number) => {
    setParams(p > 1 ? { pageNum: String(p) } : {});
    window.scrollTo({ top: 0 });
  };

  let content;
  if (query.isError && !data) {
    content = <ShopListFailed onRetry={() => void query.refetch()} />;
  } else if (query.isPending) {
    content = <ShopGridPending count={3} />;
  } else if (!data || data.rows.length === 0) {
    // Unfollowing the last shop of a later page leaves it empty: go back to the last page that has shops.
    if (data && data.total > 0 && pageNum > lastPage) queueMicrotask(() => go(lastPage));
    content = (
      <Empty data-testid="followed-empty" description={<span>{t('shops.followed.empty')}<br />{t('shops.followed.emptyHint')}</span>}>
        <Link to="/shop-list">
          <Button type="primary">{t('shops.followed.browse')}</Button>
        </Link>
      </Empty>
    );
  } else {
    content = <ShopGrid rows={data.rows} total={data.total} pageNum={pageNum} stale={query.isPlaceholderData} testId="followed-list" lang={lang} onPage={go} />;
  }

  return (
    <ShopsFrame
      testId="followed-shops-page"
      title={t('shops.titles.followed')}
      subtitle={t('shops.followed.subtitle')}
      extra={
        <Link to="/shop-list">
          <Button>{t('shops.followed.browse')}</Button>
        </Link>
      }
    >
      {content}
    </ShopsFrame>
  );
}
