import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiToolsContract as c } from '@scrapbridge/domain/contract/ai-tools';
import { route } from '../../../lib/register-route.ts';
import { estimateCable } from './estimate-cable.ts';
import { estimateRecovery } from './estimate-recovery.ts';
import { evaluateFormula } from './evaluate-formula.ts';
import { listToolSettlements } from './latest-settlements.ts';
import { readJacketPrint } from './read-jacket-print.ts';

/** AI tools (issue 17 items 3–5): the recovery and cable estimators, the jacket-print reader and the formula calculator. */
export const aiToolsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  route(app, c.settlements, () => listToolSettlements({ db }));
  route(app, c.recovery, ({ body }) => estimateRecovery({ db, body }));
  route(app, c.cable, ({ body }) => estimateCable({ db, body }));
  route(app, c.jacketPrint, ({ body }) => readJacketPrint({ text: body.text }));
  route(app, c.formula, ({ body }) => evaluateFormula({ db, body }));
};
