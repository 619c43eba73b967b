import type { TSupportContext, TSupportMessage } from '@scrapbridge/domain/support/support';

type TT = (key: string, params?: Record<string, string | number>) => string;

/** "Market access · China market", "Change a contract · SB-2026-0001", "Quotation type". */
export function contextLabel(context: Pick<TSupportContext, 'topic' | 'market' | 'ref'>, t: TT): string {
  const topic = t(`support.topics.${context.topic}`);
  if (context.market) return t('support.context.market', { topic, market: t(`support.markets.${context.market}`) });
  if (context.ref) return t('support.context.ref', { topic, ref: context.ref });
  return topic;
}

/** The first message a context suggests, in the page's language. */
export function contextPrefill(context: TSupportContext, t: TT): string {
  return t(`support.prefill.${context.topic}`, { market: context.market ? t(`support.markets.${context.market}`) : '', ref: context.ref ?? '' });
}

/**
 * Where the "New" marker goes: before the first message of the other side written after the reader's last read mark
 * (as it was when the page opened); none when everything was read.
 */
export function firstUnreadIndex(messages: readonly TSupportMessage[], other: 'user' | 'staff', readAt: string | null): number {
  const since = readAt ? Date.parse(readAt) : -Infinity;
  return messages.findIndex((m) => m.author === other && Date.parse(m.createdAt) > since);
}

export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
