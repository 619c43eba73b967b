import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { futuresContract as c } from '@scrapbridge/domain/contract/futures';
import { route } from '../../../lib/register-route.ts';
import { futuresBoard } from './futures-board.ts';
import { seriesHistory } from './series-history.ts';

/** Exchange prices (issue 14 item 2): the public quotes board of the settlement series and each series' history. */
export const futuresRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  route(app, c.board, () => futuresBoard({ db }));

  // Up to 6,000 settlements, built by the typed use case: written with JSON.stringify, not the schema encoder.
  route(app, c.history, ({ query }) => seriesHistory({ db, query }), { trustedJson: true });
};
