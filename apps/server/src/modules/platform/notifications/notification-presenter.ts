import type { TLang } from '@scrapbridge/domain/i18n';
import type { TNotification } from '@scrapbridge/domain/notification';
import type { TNotificationRow } from './notifications.repository.ts';

export function toNotification(row: TNotificationRow, lang: TLang): TNotification {
  return {
    id: row.id,
    kind: row.kind,
    title: lang === 'zh' ? row.titleZh : row.titleEn,
    body: lang === 'zh' ? row.bodyZh : row.bodyEn,
    titleZh: row.titleZh,
    titleEn: row.titleEn,
    bodyZh: row.bodyZh,
    bodyEn: row.bodyEn,
    link: row.link,
    read: row.readAt !== null,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
