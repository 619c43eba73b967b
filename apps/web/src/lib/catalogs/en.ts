/**
 * Every deferred namespace of packages/domain/src/i18n in en, as one chunk (see ensureCatalogs in ../i18n.ts): a
 * signed-in screen waits for one request in the reader's language instead of one per namespace and language
 * (issue 19 item 1). The core namespaces are in ./core-en.ts and excluded here.
 */
const FILES = import.meta.glob<Record<string, unknown>>(
  ['../../../../../packages/domain/src/i18n/*/en.json', '!../../../../../packages/domain/src/i18n/{common,errors,fields,auth,shell,home,site}/*.json'],
  { eager: true, import: 'default' },
);

/** Namespace → its texts. */
export const CATALOGS: Record<string, Record<string, unknown>> = Object.fromEntries(
  Object.entries(FILES).map(([file, texts]) => [/\/i18n\/([^/]+)\/en\.json$/.exec(file)![1]!, texts]),
);
