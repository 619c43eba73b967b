import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TPartnerStory, TStoryWriteRequest } from '@scrapbridge/domain/site';
import type { TAppDeps } from '../../../app.ts';
import { AppError } from '../../../lib/app-error.ts';
import { insertAuditEntry } from '../../platform/index.ts';
import { assertOwnAssetUrl } from './check-asset-url.ts';
import { insertPartnerStory, updatePartnerStory } from './partner-story.repository.ts';
import { emptyToNull, toPartnerStory } from './site-mappers.ts';

/** `POST /admin/site/stories` (id absent) and `PUT /admin/site/stories/{id}` (staff), audited in one transaction. */
export async function savePartnerStory(
  opts: TStoryWriteRequest & { deps: TAppDeps; staffUserId: string; lang: TLang; id?: string },
): Promise<TPartnerStory> {
  const { deps, staffUserId, id } = opts;
  const coverUrl = emptyToNull(opts.coverUrl);
  assertOwnAssetUrl(deps.config, 'coverUrl', coverUrl);
  const values = {
    company: opts.company,
    country: opts.country,
    quoteZh: opts.quoteZh,
    quoteEn: opts.quoteEn,
    person: opts.person,
    roleZh: opts.roleZh,
    roleEn: opts.roleEn,
    coverUrl,
    published: opts.published,
    sort: opts.sort,
  };
  const row = await deps.database.db.transaction(async (tx) => {
    const saved = id ? await updatePartnerStory(tx, id, values) : await insertPartnerStory(tx, values);
    if (!saved) return null;
    await insertAuditEntry(tx, {
      actorUserId: staffUserId,
      action: id ? 'story.update' : 'story.create',
      targetType: 'partner_story',
      targetId: saved.id,
      detail: { company: saved.company, person: saved.person, published: saved.published },
    });
    return saved;
  });
  if (!row) throw new AppError(ErrorCode.NotFound);
  return toPartnerStory(row, opts.lang);
}
