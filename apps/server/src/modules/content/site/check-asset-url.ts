import { isOwnAssetUrl } from '@scrapbridge/domain/site';
import type { TConfig } from '../../../config.ts';
import { AppError } from '../../../lib/app-error.ts';

/**
 * Covers come from our own files (the files module's URLs or a path on this site): a hot-linked image would leak
 * visitors to a third party and break when it changes. The zod schema already refused non-http(s) links.
 */
export function assertOwnAssetUrl(config: TConfig, field: string, url: string | null): void {
  if (url && !isOwnAssetUrl(url, config.site.assetOrigins)) throw AppError.field(field, 'site.errors.notOwnImage');
}
