/**
 * Web unit tests see every catalog, as a routed screen does (the route guard loads the deferred namespaces before
 * a screen renders; lib/i18n.ts).
 */
import { ensureCatalogs } from './lib/i18n.ts';

await ensureCatalogs();
