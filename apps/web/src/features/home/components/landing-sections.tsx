/**
 * §2 sections 3–12 (recommended asks to footer): everything below the hero, in its own chunk so the landing's first
 * load carries only the banner and the hero (ARCHITECTURE: ≤ 170 KB gzip). The landing page starts loading it as
 * soon as it renders.
 *
 * `/?section=` (§2) scrolls to news, aboutus, contactus, scrapwiki, achievement, features, service,
 * FullChainSupport or HomePage: each is the id of its section. The scroll runs here, once these sections exist.
 */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { RecommendedAsks } from './recommended-asks.tsx';
import { StoriesSection } from './stories-section.tsx';
import { Achievements, FiguresBlock } from './figures.tsx';
import { FeatureTabs } from './feature-tabs.tsx';
import { WikiPromo } from './wiki-promo.tsx';
import { NewsSection } from './news-section.tsx';
import { AboutSection } from './about-section.tsx';
import { ContactSection } from './contact-section.tsx';
import { SiteFooter } from './site-footer.tsx';
import { REDUCED_MOTION_QUERY } from '../lib/use-carousel.ts';
import { DeferredSection } from './deferred-section.tsx';
import '../home.css';

/** §2 `/?section=` values; each is the id of its section element. */
export const LANDING_SECTIONS = ['news', 'aboutus', 'contactus', 'scrapwiki', 'achievement', 'features', 'service', 'FullChainSupport', 'HomePage'] as const;

export default function LandingSections() {
  const [params] = useSearchParams();
  const section = params.get('section');

  useEffect(() => {
    if (!section || !(LANDING_SECTIONS as readonly string[]).includes(section)) return;
    const smooth = !window.matchMedia(REDUCED_MOTION_QUERY).matches;
    const go = () => document.getElementById(section)?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    // After this render's layout, and again once the sections above have their data (a list replacing its
    // placeholder changes the height above), unless the visitor has started scrolling by then.
    let moved = false;
    const stop = () => {
      moved = true;
    };
    const events = ['wheel', 'touchstart', 'keydown'] as const;
    for (const e of events) window.addEventListener(e, stop, { passive: true });
    const frame = requestAnimationFrame(go);
    const timers = [700, 1800].map((ms) => setTimeout(() => !moved && go(), ms));
    return () => {
      cancelAnimationFrame(frame);
      for (const t of timers) clearTimeout(t);
      for (const e of events) window.removeEventListener(e, stop);
    };
  }, [section]);

  // A section link renders everything at once, so the page can scroll to its final position.
  const eager = !!section;
  return (
    <>
      <RecommendedAsks />
      <DeferredSection minHeight={520} eager={eager}>
        <StoriesSection />
      </DeferredSection>
      <DeferredSection id="FullChainSupport" minHeight={900} eager={eager}>
        <FiguresBlock />
      </DeferredSection>
      <DeferredSection id="features" minHeight={700} eager={eager}>
        <FeatureTabs />
      </DeferredSection>
      <DeferredSection id="scrapwiki" minHeight={600} eager={eager}>
        <WikiPromo />
      </DeferredSection>
      <DeferredSection id="achievement" minHeight={480} eager={eager}>
        <Achievements />
      </DeferredSection>
      <DeferredSection id="news" minHeight={640} eager={eager}>
        <NewsSection />
      </DeferredSection>
      <DeferredSection id="aboutus" minHeight={600} eager={eager}>
        <AboutSection />
      </DeferredSection>
      <DeferredSection id="contactus" minHeight={700} eager={eager}>
        <ContactSection />
      </DeferredSection>
      <DeferredSection minHeight={400} eager={eager}>
        <SiteFooter />
      </DeferredSection>
    </>
  );
}
