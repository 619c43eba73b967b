/**
 * The browser's install prompt (Chrome, Edge, Samsung Internet). main.tsx keeps the `beforeinstallprompt` event on
 * window as soon as it fires, because it may come before this page's chunk loads; the install button uses it.
 * Safari has no such event: the page shows the Add to Home Screen steps instead.
 */
import { useEffect, useState } from 'react';

export type TInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

type TInstallWindow = Window & { sbInstallPrompt?: TInstallPromptEvent | null };

function stored(): TInstallPromptEvent | null {
  return (window as TInstallWindow).sbInstallPrompt ?? null;
}

export function isStandalone(): boolean {
  return window.matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

export function useInstallPrompt() {
  const [event, setEvent] = useState<TInstallPromptEvent | null>(stored);
  const [installed, setInstalled] = useState(isStandalone);

  useEffect(() => {
    const onPrompt = (e: Event) => setEvent(e as TInstallPromptEvent);
    const onInstalled = () => {
      setInstalled(true);
      setEvent(null);
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  return {
    installed,
    canPrompt: !!event && !installed,
    install: async () => {
      if (!event) return;
      await event.prompt();
      const choice = await event.userChoice;
      // A prompt can be shown once; the browser fires a new event if it may be offered again.
      (window as TInstallWindow).sbInstallPrompt = null;
      setEvent(null);
      if (choice.outcome === 'accepted') setInstalled(true);
    },
  };
}
