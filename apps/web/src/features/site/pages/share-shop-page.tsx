/**
 * /share-shop?shopId= (§2 public; "/shop (same screen as /share-shop)"): the shops feature's shop screen, with the
 * learn-more banner for visitors without a token (§2). The server answers the same URL with the shop's Open Graph
 * preview (modules/shops/shop-page-preview.ts), so a link pasted in a chat app shows the company and its picture.
 */
import { LearnMoreBanner } from '../components/learn-more-banner.tsx';
// eslint-disable-next-line no-restricted-imports -- §2 "/shop (same screen as /share-shop)": one screen, owned by shops.
import ShopPage from '../../shops/pages/shop-page.tsx';
import '../site.css';

export default function ShareShopPage() {
  return <ShopPage banner={<LearnMoreBanner />} />;
}
