import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TWantedPushRequest } from '@scrapbridge/domain/wanted';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { updateWantedPush } from './wanted.repository.ts';

/** `PUT /app-v2/wanted` {wantedId, pushSwitch}: push on (0) or off (1) for one followed category of the caller. */
export async function setWantedPush(opts: TWantedPushRequest & { db: TDb; userId: string }): Promise<null> {
  // Another user's wantedId reads as not found: never reveal what others follow.
  if (!(await updateWantedPush(opts.db, opts.userId, opts.wantedId, opts.pushSwitch))) throw new AppError(ErrorCode.NotFound);
  return null;
}
