import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportsContract as c } from '@scrapbridge/domain/contract/reports';
import { route } from '../../lib/register-route.ts';
import { exportBusinessReport } from './export-business-report.ts';
import { getBusinessReport } from './get-business-report.ts';
import { getMyReportsLink } from './get-my-reports-link.ts';

/**
 * Business reports (issue 14 item 5; declared in packages/domain/src/contract/reports.ts): §7 my_reports answers the
 * report screen's address; the report itself is the caller's company's (staff: the whole market), on screen and as
 * XLSX or PDF.
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  route(app, c.myReports, () => getMyReportsLink());

  route(app, c.business, async ({ req, session, query }) => {
    const { report } = await getBusinessReport({ db, viewer: { userId: session.userId, isStaff: session.isStaff }, query, lang: req.lang });
    return report;
  });

  route(app, c.export, async ({ req, reply, session, params, query }) => {
    const file = await exportBusinessReport({ db, viewer: { userId: session.userId, isStaff: session.isStaff }, query, lang: req.lang, format: params.format });
    return reply
      .status(200)
      .headers({
        'content-type': file.contentType,
        'content-disposition': `attachment; filename="${file.fileName}"`,
        'cache-control': 'private, no-store',
        'content-length': String(file.body.length),
      })
      .send(file.body);
  });
};
