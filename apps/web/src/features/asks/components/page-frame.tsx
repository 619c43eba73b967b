/** The frame of every listings screen, styled by asks.css (the pages import it). */
import { FeatureFrame, type TPageFrameProps } from '#components/page-frame.tsx';

export function PageFrame(props: TPageFrameProps) {
  return <FeatureFrame classPrefix="sb-asks" {...props} />;
}
