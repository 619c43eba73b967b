import type { TLang } from '@scrapbridge/domain/i18n';
import { STORIES_MAX, type TPartnerStory } from '@scrapbridge/domain/site';
import type { TDb } from '../../../db/client.ts';
import { listPartnerStories as listStoryRows } from './partner-story.repository.ts';
import { toPartnerStory } from './site-mappers.ts';

/**
 * `GET /app-v2/site/stories` (public; staff see drafts through `GET /admin/site/stories`): the §2 collaboration
 * stories carousel, in staff order. Stories are few, so one bounded list (STORIES_MAX) serves both.
 */
export async function listPartnerStories(
  opts: { db: TDb; lang: TLang; includeDrafts: boolean },
): Promise<{ rows: TPartnerStory[]; total: number }> {
  const page = await listStoryRows(opts.db, { publishedOnly: !opts.includeDrafts, limit: STORIES_MAX });
  return { total: page.total, rows: page.rows.map((r) => toPartnerStory(r, opts.lang)) };
}
