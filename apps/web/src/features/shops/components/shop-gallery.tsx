/**
 * The company pictures of a shop page (§3 "company pictures (at least 1)"): one large picture with previous / next
 * and a row of thumbnails. Light (no antd) for the public /share-shop page; the large picture links to the file
 * itself, so a visitor can open it full size.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TShopPicture } from '@scrapbridge/domain/shop';

export function ShopGallery({ pictures, name }: { pictures: TShopPicture[]; name: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const total = pictures.length;
  const current = pictures[Math.min(index, total - 1)];
  if (!current) return null;
  const go = (delta: number) => setIndex((i) => (i + delta + total) % total);

  return (
    <div className="sb-shop-gallery" data-testid="shop-gallery">
      <div className="sb-shop-gallery-main">
        <a href={current.url} target="_blank" rel="noopener">
          <img
            src={current.url}
            alt={`${name} — ${t('shops.page.picture', { n: index + 1, total })}`}
            width={current.width ?? 1000}
            height={current.height ?? 750}
            decoding="async"
          />
        </a>
        {total > 1 && (
          <>
            <button type="button" className="sb-shop-gallery-nav is-prev" aria-label={t('shops.page.previous')} onClick={() => go(-1)}>
              ‹
            </button>
            <button type="button" className="sb-shop-gallery-nav is-next" aria-label={t('shops.page.next')} onClick={() => go(1)}>
              ›
            </button>
            <span className="sb-shop-gallery-count" aria-live="polite">
              {index + 1} / {total}
            </span>
          </>
        )}
      </div>
      {total > 1 && (
        <ul className="sb-shop-thumbs">
          {pictures.map((p, i) => (
            <li key={p.fileId}>
              <button
                type="button"
                className={i === index ? 'is-current' : undefined}
                aria-label={t('shops.page.showPicture', { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                <img src={p.url} alt="" loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
