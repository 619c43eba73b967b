/**
 * Toasts for code that may run on public pages (api client, header, logout). antd's `message` is imported on demand,
 * so a page that never shows a toast never downloads antd.
 */
export type TToastKind = 'success' | 'info' | 'warning' | 'error';

export function toast(kind: TToastKind, text: string): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return import('./antd-message.ts').then(
    ({ message }) => {
      void message[kind](text);
    },
    () => {
      // The chunk failed to load (offline after deploy): fall back to the platform so the user still learns it.
      window.alert(text);
    },
  );
}
