/**
 * The core namespaces in zh: what the landing, the header and the sign-in dialog show (see loadCore in ../i18n.ts).
 * One chunk per language, so a first visit downloads only its reader's texts (issue 19 item 2: the landing's initial
 * JS); the other language's chunk loads when the reader switches. Keep the list in step with the exclusions of
 * ./zh.ts, which holds every other namespace.
 */
import common from '@scrapbridge/domain/i18n/common/zh.json';
import errors from '@scrapbridge/domain/i18n/errors/zh.json';
import fields from '@scrapbridge/domain/i18n/fields/zh.json';
import auth from '@scrapbridge/domain/i18n/auth/zh.json';
import shell from '@scrapbridge/domain/i18n/shell/zh.json';
import home from '@scrapbridge/domain/i18n/home/zh.json';
import site from '@scrapbridge/domain/i18n/site/zh.json';

export const CORE: Record<string, Record<string, unknown>> = { common, errors, fields, auth, shell, home, site };
