/** The frame of the signed-in shop screens (/shop-list, /follow-shop, /apply-shop), styled by shops.css. */
import '../shops.css';
import { FeatureFrame, type TPageFrameProps } from '#components/page-frame.tsx';

export function ShopsFrame(props: TPageFrameProps) {
  return <FeatureFrame classPrefix="sb-shops" {...props} />;
}
