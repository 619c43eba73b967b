/**
 * §7 `GET /web/view/type/my_reports` returns data.url: the report screen of the web app, a path on the same origin as
 * the API (the web and the API are served together), so the answer is right behind any proxy or host name. The screen
 * reads the caller's own figures (staff: the whole market) through the report endpoint; the link itself carries no
 * identity or data.
 */
export const REPORT_SCREEN_PATH = '/reports';

export function getMyReportsLink(): { url: string } {
  return { url: REPORT_SCREEN_PATH };
}
