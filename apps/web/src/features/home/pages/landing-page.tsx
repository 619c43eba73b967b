/**
 * The landing page (/ and /index): the twelve §2 sections in order. The first load carries the news banner and the
 * hero; sections 3–12 are a chunk loaded right after (components/landing-sections.tsx). Plain React and the
 * project's CSS (no antd); pictures are sized, and lazy below the hero.
 */
import { lazy, Suspense } from 'react';
import { NewsBanner } from '../components/news-banner.tsx';
import { Hero } from '../components/hero.tsx';
import '../hero.css';

const LandingSections = lazy(() => import('../components/landing-sections.tsx'));

export default function LandingPage() {
  return (
    <div className="sb-landing" data-testid="landing">
      <NewsBanner />
      <Hero />
      <Suspense fallback={<div className="sb-landing-rest" aria-busy="true" />}>
        <LandingSections />
      </Suspense>
    </div>
  );
}
