/**
 * The core namespaces in en: what the landing, the header and the sign-in dialog show (see loadCore in ../i18n.ts).
 * One chunk per language, so a first visit downloads only its reader's texts (issue 19 item 2: the landing's initial
 * JS); the other language's chunk loads when the reader switches. Keep the list in step with the exclusions of
 * ./en.ts, which holds every other namespace.
 */
import common from '@scrapbridge/domain/i18n/common/en.json';
import errors from '@scrapbridge/domain/i18n/errors/en.json';
import fields from '@scrapbridge/domain/i18n/fields/en.json';
import auth from '@scrapbridge/domain/i18n/auth/en.json';
import shell from '@scrapbridge/domain/i18n/shell/en.json';
import home from '@scrapbridge/domain/i18n/home/en.json';
import site from '@scrapbridge/domain/i18n/site/en.json';

export const CORE: Record<string, Record<string, unknown>> = { common, errors, fields, auth, shell, home, site };
