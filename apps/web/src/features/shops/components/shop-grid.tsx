/**
 * The grid of shop cards shared by /shop-list and /follow-shop: the cards (dimmed while the next page loads), the
 * pager once there is more than a page (simple on phones), the skeletons while the first page loads, and the
 * failure with its retry.
 */
import { Button, Pagination, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TShopCard } from '@scrapbridge/domain/shop';
import { useIsMobile } from '#lib/use-media-query.ts';
import { SHOP_LIST_PAGE_SIZE } from '../api/shops-api.ts';
import { ShopCard, ShopCardSkeletons } from './shop-card.tsx';

type TProps = {
  rows: TShopCard[];
  total: number;
  pageNum: number;
  /** The rows are the previous page's while the next one loads. */
  stale: boolean;
  testId: string;
  lang: 'zh' | 'en';
  onPage: (pageNum: number) => void;
};

export function ShopGrid({ rows, total, pageNum, stale, testId, lang, onPage }: TProps) {
  const mobile = useIsMobile();
  return (
    <>
      <div className={`sb-shop-grid${stale ? ' is-stale' : ''}`} data-testid={testId}>
        {rows.map((shop) => (
          <ShopCard key={shop.shopId} shop={shop} lang={lang} />
        ))}
      </div>
      {total > SHOP_LIST_PAGE_SIZE && (
        <Pagination
          className="sb-shops-pager"
          current={pageNum}
          pageSize={SHOP_LIST_PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          simple={mobile}
          onChange={onPage}
        />
      )}
    </>
  );
}

export function ShopGridPending({ count }: { count: number }) {
  return (
    <div className="sb-shop-grid" aria-busy="true">
      <ShopCardSkeletons count={count} />
    </div>
  );
}

export function ShopListFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return <Result status="warning" title={t('shops.list.loadFailed')} extra={<Button onClick={onRetry}>{t('common.retry')}</Button>} />;
}
