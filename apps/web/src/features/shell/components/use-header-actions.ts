import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TCurrentUser } from '@scrapbridge/domain/user';
import type { TWeightUnit } from '@scrapbridge/domain/weight';
import { useSyncExternalStore } from 'react';
import { reportsRoutes } from '@scrapbridge/domain/contract/routes/reports';
import { callRoute } from '#lib/route-client.ts';
import { openAccountDialog } from '#lib/account-dialogs.ts';
import { readUnits } from '#lib/storage.ts';
import { toast } from '#lib/toast.ts';
import { switchLanguage, switchWeightUnit } from '../api/preferences.ts';

// The unit lives in localStorage; this tiny store lets the menu re-render when the header changes it.
const unitListeners = new Set<() => void>();
const subscribeUnit = (l: () => void) => {
  unitListeners.add(l);
  return () => unitListeners.delete(l);
};
function notifyUnit() {
  for (const l of unitListeners) l();
}

export function useWeightUnit(): TWeightUnit {
  return useSyncExternalStore(subscribeUnit, () => readUnits().weightUnit, () => 'MT');
}

export function useHeaderActions(user: TCurrentUser | null) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const lang: TLang = i18n.language === 'zh' ? 'zh' : 'en';

  return {
    lang,
    setLanguage: (next: TLang) => {
      if (next !== lang) void switchLanguage(next, user, queryClient);
    },
    toggleLanguage: () => void switchLanguage(lang === 'zh' ? 'en' : 'zh', user, queryClient),
    setUnit: (unit: TWeightUnit) => {
      if (!user) return;
      void switchWeightUnit(unit, user, queryClient).finally(notifyUnit);
      notifyUnit();
    },
    /** §7 GET /web/view/type/my_reports returns data.url (the report screen), opened in a new window. */
    openBusinessReport: async () => {
      // Opened before the await so popup blockers accept it; closed again when the call fails (the client has said why).
      const win = window.open('about:blank', '_blank');
      try {
        const { url } = await callRoute(reportsRoutes.myReports, {});
        const href = new URL(url, window.location.origin).href;
        if (win) {
          win.opener = null;
          win.location.href = href;
        } else window.location.assign(href);
      } catch {
        win?.close();
      }
    },
    onUpgrade: (kind: 'upgrade' | 'dataReview') => {
      // §4 "Choosing upgrade in state 2 only warns that it is pending"; otherwise the two-step dialog (features/accounts).
      if (kind === 'dataReview') void toast('warning', t('shell.more.upgradeUnderReview'));
      else openAccountDialog('userInfo');
    },
  };
}
