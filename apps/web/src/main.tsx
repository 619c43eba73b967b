import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n, i18nReady } from './lib/i18n.ts';
import { queryClient } from './lib/query-client.ts';
import { browserId } from './lib/storage.ts';
import { router } from './app/router.tsx';
import './styles.css';

// The browser id (§3 `version`) exists from the first visit on.
browserId();

// Installable app (issue 7): the service worker (public/sw.js) caches the app shell and shows an offline page; only
// production builds register it, so development never serves stale modules. The browser's install prompt can fire
// before the download page's chunk loads, so it is kept here for that page's install button.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
window.addEventListener('beforeinstallprompt', (event) => {
  (window as Window & { sbInstallPrompt?: Event }).sbInstallPrompt = event;
});

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The reader's texts first (one small chunk, modulepreloaded by the server's index.html): no frame of untranslated keys.
// Not a top-level await: the bundler would then keep every module the lazy chunks share out of the entry chunk (a
// chunk importing from a module still awaiting would deadlock), splitting the first load into ~25 requests.
// The first render as a transition: React renders it in slices that give way to the browser (a phone's main thread
// is not blocked for the whole render; the boot header of index.html stays on screen meanwhile).
void i18nReady.then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </I18nextProvider>
      </StrictMode>,
    ),
  ),
);
