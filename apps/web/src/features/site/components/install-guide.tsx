/** How to install the web app: the browser's own prompt where it exists, else the iOS Safari and Android Chrome steps. */
import { useTranslation } from 'react-i18next';
import { useInstallPrompt } from '../lib/install-prompt.ts';

const STEPS = ['one', 'two', 'three'] as const;

export function InstallGuide() {
  const { t } = useTranslation();
  const { installed, canPrompt, install } = useInstallPrompt();
  return (
    <section className="sb-install" aria-labelledby="install-title" data-testid="install-guide">
      <h2 id="install-title">{t('site.download.webAppTitle')}</h2>
      <p>{t('site.download.installHint')}</p>
      {installed ? (
        <p className="sb-install-done" role="status">
          {t('site.download.installed')}
        </p>
      ) : (
        canPrompt && (
          <button type="button" className="sb-btn sb-btn-primary sb-btn-lg" data-testid="install-button" onClick={() => void install()}>
            {t('site.download.installButton')}
          </button>
        )
      )}
      <div className="sb-install-steps">
        <div>
          <h3>{t('site.download.iosTitle')}</h3>
          <ol>
            {STEPS.map((s) => (
              <li key={s}>{t(`site.download.iosSteps.${s}`)}</li>
            ))}
          </ol>
        </div>
        <div>
          <h3>{t('site.download.androidTitle')}</h3>
          <ol>
            {STEPS.map((s) => (
              <li key={s}>{t(`site.download.androidSteps.${s}`)}</li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
