/**
 * The notification centre behind the header bell: newest first, unread ones marked, one read by opening it, all
 * read at once. Rows are generic (title, body, time, optional link in the app), so new kinds from other areas
 * (negotiation, deals) show without a change here.
 */
import '../lib/accounts-catalog.ts';
import { useState } from 'react';
import { Badge, Button, Drawer, Empty, Pagination, Spin, Switch } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TNotification } from '@scrapbridge/domain/notification';
import { useIsMobile } from '#lib/use-media-query.ts';
import { NOTIFICATIONS_PAGE_SIZE, notificationsQuery, readAllNotifications, readNotification } from '../api/notifications-api.ts';

function formatTime(iso: string, lang: 'zh' | 'en'): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleString(lang === 'zh' ? 'zh-CN' : 'en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

export function NotificationsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'zh' ? 'zh' : 'en';
  const mobile = useIsMobile();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pageNum, setPageNum] = useState(1);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [busy, setBusy] = useState(false);
  const list = useQuery({ ...notificationsQuery(pageNum, unreadOnly), enabled: open });

  const openRow = async (n: TNotification) => {
    if (!n.read) await readNotification(queryClient, n.id);
    if (n.link && n.link.startsWith('/')) {
      onClose();
      void navigate(n.link);
    }
  };

  const readAll = async () => {
    setBusy(true);
    try {
      await readAllNotifications(queryClient);
    } finally {
      setBusy(false);
    }
  };

  const page = list.data;

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size={mobile ? '100%' : 420}
      title={
        <span className="sb-acc-notif-title">
          {t('accounts.notifications.title')}
          {!!page?.unread && <Badge count={page.unread} overflowCount={99} />}
        </span>
      }
      extra={
        <Button size="small" onClick={() => void readAll()} loading={busy} disabled={!page?.unread} data-testid="notifications-read-all">
          {t('accounts.notifications.markAllRead')}
        </Button>
      }
    >
      <div className="sb-acc-notifs" data-testid="notifications-drawer">
        <label className="sb-acc-notif-filter">
          <Switch
            size="small"
            checked={unreadOnly}
            onChange={(v) => {
              setUnreadOnly(v);
              setPageNum(1);
            }}
            data-testid="notifications-unread-only"
          />
          {t('accounts.notifications.unreadOnly')}
        </label>
        {list.isPending ? (
          <div className="sb-acc-center">
            <Spin />
          </div>
        ) : !page || page.rows.length === 0 ? (
          <Empty description={t('accounts.notifications.empty')} />
        ) : (
          <ul className="sb-acc-notif-list">
            {page.rows.map((n) => (
              <li key={n.id} className={`sb-acc-notif${n.read ? '' : ' sb-acc-notif-unread'}`} data-testid="notification-row" data-kind={n.kind} data-read={n.read ? 1 : 0}>
                <button type="button" className="sb-acc-card-button sb-acc-notif-button" onClick={() => void openRow(n)}>
                  <span className="sb-acc-notif-head">
                    {!n.read && <span className="sb-acc-dot" aria-label={t('accounts.notifications.unread')} />}
                    <strong>{n.title}</strong>
                  </span>
                  <span className="sb-acc-notif-body">{n.body}</span>
                  <span className="sb-acc-notif-time">
                    <time dateTime={n.createdAt}>{formatTime(n.createdAt, lang)}</time>
                    {n.link && <span className="sb-acc-link">{t('accounts.notifications.open')} →</span>}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {!!page && page.total > NOTIFICATIONS_PAGE_SIZE && (
          <Pagination
            size="small"
            current={pageNum}
            pageSize={NOTIFICATIONS_PAGE_SIZE}
            total={page.total}
            showSizeChanger={false}
            onChange={setPageNum}
          />
        )}
      </div>
    </Drawer>
  );
}
