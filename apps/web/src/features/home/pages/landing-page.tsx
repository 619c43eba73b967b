/**
 * Minimal landing (/ and /index). The full twelve-section page (§2 Home page sections) comes with issue 7; this
 * one keeps its structure: hero with the start-free-trial button, then what the product does. Plain React and
 * the project's CSS (no antd) to stay within the first-load budget.
 */
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useShellContext } from '#lib/shell-context.ts';
import { openLoginDialog } from '#lib/login-dialog.ts';
import { FeatureIcon, type TFeatureKey } from '../components/feature-icon.tsx';
import '../home.css';

const FEATURES: readonly TFeatureKey[] = ['asks', 'quotes', 'shipping', 'claims', 'prices', 'ai'];

/** §2 `/?section=` values that exist on this page so far, mapped to their element ids. */
const SECTIONS: Record<string, string> = { HomePage: 'HomePage', features: 'features', service: 'features' };

export default function LandingPage() {
  const { t } = useTranslation();
  const { signedIn } = useShellContext();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const section = params.get('section');

  useEffect(() => {
    const id = section ? SECTIONS[section] : undefined;
    if (id) document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [section]);

  // §2: start-free-trial goes to /quoteList when logged in, else opens the login dialog.
  const startTrial = () => {
    if (signedIn) void navigate('/quoteList');
    else openLoginDialog('index', 'register');
  };

  const brand = t('common.brand');

  return (
    <div className="sb-landing">
      <section id="HomePage" className="sb-hero" aria-labelledby="hero-title">
        <div className="sb-hero-inner">
          <p className="sb-hero-eyebrow">{t('home.hero.eyebrow')}</p>
          <h1 id="hero-title" className="sb-hero-title">
            {t('home.hero.title', { brand })}
          </h1>
          <p className="sb-hero-pitch">{t('home.hero.pitch')}</p>
          <div className="sb-hero-actions">
            <button type="button" className="sb-btn sb-btn-accent sb-btn-lg" data-testid="start-trial" onClick={startTrial}>
              {t('home.hero.cta')}
            </button>
            <a className="sb-btn sb-btn-outline-light sb-btn-lg" href="#features">
              {t('home.hero.secondary')}
            </a>
          </div>
          <ul className="sb-hero-trust">
            <li>{t('home.trust.markets')}</li>
            <li>{t('home.trust.verified')}</li>
          </ul>
        </div>
        <div className="sb-hero-art" aria-hidden="true">
          <svg viewBox="0 0 320 220" focusable="false">
            <rect x="20" y="120" width="120" height="60" rx="4" className="c1" />
            <rect x="150" y="120" width="120" height="60" rx="4" className="c2" />
            <rect x="85" y="56" width="120" height="60" rx="4" className="c3" />
            <path d="M0 196h320" className="ground" />
            <path d="M32 130v40M52 130v40M72 130v40M92 130v40M112 130v40M162 130v40M182 130v40M202 130v40M222 130v40M242 130v40M97 66v40M117 66v40M137 66v40M157 66v40M177 66v40" className="ribs" />
          </svg>
        </div>
      </section>

      <section id="features" className="sb-features" aria-labelledby="features-title">
        <h2 id="features-title">{t('home.features.title')}</h2>
        <ul className="sb-feature-grid">
          {FEATURES.map((key) => (
            <li key={key} className="sb-feature">
              <FeatureIcon name={key} />
              <h3>{t(`home.features.${key}.title`)}</h3>
              <p>{t(`home.features.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <footer className="sb-footer">
        <p>{t('shell.footer.rights', { year: new Date().getFullYear(), brand })}</p>
      </footer>
    </div>
  );
}
