/** The site pages' language helpers are the shared ones (the landing and shops use them too). */
export { formatDay, linkKind, pick, useLang } from '#lib/lang-text.ts';
