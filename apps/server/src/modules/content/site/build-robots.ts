import { API_PATH_PREFIXES, SIGNED_IN_PATHS } from '@scrapbridge/domain/site';
import type { TConfig } from '../../../config.ts';

/**
 * The public read endpoints the public pages render from. Crawlers that run JavaScript (Googlebot) fetch them to
 * render /wiki and the landing; the longer Allow rule wins over the API's Disallow.
 */
const PUBLIC_READ_APIS = ['/app-v2/site/', '/app-v2/wiki/'];

/**
 * `GET /robots.txt`: crawl the public pages (§2), not the signed-in routes (they only redirect a crawler to /) nor
 * the API and staff paths; point to the sitemap.
 */
export function buildRobots(opts: { config: TConfig }): string {
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...PUBLIC_READ_APIS.map((p) => `Allow: ${p}`),
    ...API_PATH_PREFIXES.map((p) => `Disallow: ${p}`),
    ...SIGNED_IN_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${opts.config.publicUrl}/sitemap.xml`,
  ];
  return `${lines.join('\n')}\n`;
}
