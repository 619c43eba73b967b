import { ZSystemPing } from '../site-video.ts';
import { defineArea } from './define-route.ts';

/** The /test diagnostics page's server side: reachability, version, the server clock. */
export const systemContract = defineArea('system', {
  ping: {
    method: 'GET',
    path: '/app-v2/system/ping',
    access: 'public',
    tag: 'site',
    summary: 'Server time, version and database kind, for the /test diagnostics page (§2 /test)',
    response: ZSystemPing,
  },
});
