/**
 * The signed-in header's bell: the unread count (GET /notifications/unread-count, re-read every minute, when the
 * tab regains focus and at once on a live quote event) and the notification centre it opens (features/accounts,
 * through lib/account-dialogs.ts).
 * Loaded lazily after the deferred catalogs: its texts live in the accounts namespace.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notificationsRoutes } from '@scrapbridge/domain/contract/routes/notifications';
import { openAccountDialog } from '#lib/account-dialogs.ts';
import { useLiveQuoteEvents } from '#lib/live-stream.ts';
import { queryClient } from '#lib/query-client.ts';
import { routeKey, routeQuery } from '#lib/route-client.ts';

const POLL_MS = 60_000;

/** A quote event (a deal, a counter…) usually comes with a notification: re-read the count at once, not a minute later. */
const refreshCount = () => void queryClient.invalidateQueries({ queryKey: routeKey(notificationsRoutes.unreadCount) });

export default function NotificationBell() {
  const { t } = useTranslation();
  const unread = useQuery({
    // Quiet: a failed poll must not toast every minute; the list says it when opened.
    ...routeQuery(notificationsRoutes.unreadCount, {}, { quiet: true }),
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 30_000,
    // The key carries the language: the badge keeps its count while a language change re-reads it.
    placeholderData: keepPreviousData,
  });
  useLiveQuoteEvents(refreshCount); // Shares the root layout's stream.
  const count = unread.data?.unread ?? 0;

  return (
    <button
      type="button"
      className="sb-bell"
      aria-label={count > 0 ? t('accounts.notifications.bell', { count }) : t('accounts.notifications.bellNone')}
      data-testid="notification-bell"
      data-unread={count}
      onClick={() => openAccountDialog('notifications')}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2z"
        />
      </svg>
      {count > 0 && (
        <span className="sb-bell-count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}
