import type { TLang } from '@scrapbridge/domain/i18n';
import {
  countryName,
  localized,
  type TContactMessage,
  type TNewsItem,
  type TPartnerStory,
} from '@scrapbridge/domain/site';
import type { TNewsRow } from './news.repository.ts';
import type { TStoryRow } from './partner-story.repository.ts';
import type { listContactMessages } from './contact-message.repository.ts';

/** Rows → the §3 shapes; texts in the caller's language first, both languages always included. */
export function toNewsItem(row: TNewsRow, lang: TLang): TNewsItem {
  return {
    id: row.id,
    coverUrl: row.coverUrl,
    title: localized(lang, row.titleZh, row.titleEn),
    titleZh: row.titleZh,
    titleEn: row.titleEn,
    tag: row.tag,
    date: row.date,
    link: row.link,
    linkEn: row.linkEn,
    published: row.published,
    sort: row.sort,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toPartnerStory(row: TStoryRow, lang: TLang): TPartnerStory {
  return {
    id: row.id,
    company: row.company,
    country: row.country,
    countryName: countryName(row.country, lang),
    quote: localized(lang, row.quoteZh, row.quoteEn),
    quoteZh: row.quoteZh,
    quoteEn: row.quoteEn,
    person: row.person,
    role: localized(lang, row.roleZh, row.roleEn),
    roleZh: row.roleZh,
    roleEn: row.roleEn,
    coverUrl: row.coverUrl,
    published: row.published,
    sort: row.sort,
    updatedAt: row.updatedAt.toISOString(),
  };
}

type TContactRow = Awaited<ReturnType<typeof listContactMessages>>['rows'][number];

export function toContactMessage({ message: m, handledByEmail }: TContactRow): TContactMessage {
  return {
    id: m.id,
    realName: m.realName,
    company: m.company,
    phone: m.phone,
    email: m.email,
    message: m.message,
    lang: m.lang === 'zh' ? 'zh' : 'en',
    ip: m.ip,
    userAgent: m.userAgent,
    userId: m.userId,
    handled: m.handledAt !== null,
    handledAt: m.handledAt?.toISOString() ?? null,
    handledBy: m.handledAt ? handledByEmail : null,
    createdAt: m.createdAt.toISOString(),
  };
}

/** Empty strings from a form mean "none" for optional URLs. */
export function emptyToNull(value: string | null | undefined): string | null {
  return value?.trim() ? value.trim() : null;
}
