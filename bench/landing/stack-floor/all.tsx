// The whole stack as apps/web/src/main.tsx assembles it (i18next, TanStack Query and the data router around one page
// that uses each), without any of the app's own code or texts: the least the landing can weigh on this stack.
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ resources: { en: { common: { hello: 'Hello' } } }, lng: 'en', defaultNS: 'common', initAsync: false });
const queryClient = new QueryClient();

function Page() {
  const { t } = useTranslation();
  const config = useQuery({ queryKey: ['config'], queryFn: () => fetch('/config').then((r) => r.json()) });
  return (
    <p>
      {t('hello')} {String(config.data)} <Link to="/next">Next</Link>
    </p>
  );
}
const router = createBrowserRouter([{ path: '/', element: <Page />, loader: () => null }]);
createRoot(document.getElementById('root')!).render(
  <I18nextProvider i18n={i18n}>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </I18nextProvider>,
);
