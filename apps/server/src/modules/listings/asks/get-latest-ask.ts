import type { TAskDetail } from '@scrapbridge/domain/ask-view';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TDb } from '../../../db/client.ts';
import { findLatestAskId } from './asks.repository.ts';
import { loadAskDetails } from './load-ask-details.ts';

/**
 * `GET /app-v2/ask/latest` (§7, payload not shown). Decision: the caller's most recently changed ask in full (null
 * when they have none), so /publish can offer to start from the last one: sellers ship the same grades from the
 * same yard, port and payment terms again and again.
 */
export async function getLatestAsk(opts: { db: TDb; userId: string; isStaff: boolean; lang: TLang }): Promise<TAskDetail | null> {
  const askId = await findLatestAskId(opts.db, opts.userId);
  if (!askId) return null;
  const [found] = await loadAskDetails(opts.db, [askId], { viewerUserId: opts.userId, viewerIsStaff: opts.isStaff, lang: opts.lang });
  return found?.detail ?? null;
}
