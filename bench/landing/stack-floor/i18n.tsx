// React with i18next and react-i18next (an instance, its provider, one useTranslation): how the app shows its texts.
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ resources: { en: { common: { hello: 'Hello' } } }, lng: 'en', defaultNS: 'common', initAsync: false });
function Page() {
  const { t } = useTranslation();
  return <p>{t('hello')}</p>;
}
createRoot(document.getElementById('root')!).render(
  <I18nextProvider i18n={i18n}>
    <Page />
  </I18nextProvider>,
);
