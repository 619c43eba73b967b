/**
 * Web unit tests see every catalog in both languages, as a routed screen does in its reader's language (the route
 * guard loads the deferred namespaces before a screen renders; lib/i18n.ts).
 */
import { ensureCatalogs } from './lib/i18n.ts';

await Promise.all([ensureCatalogs('zh'), ensureCatalogs('en')]);
