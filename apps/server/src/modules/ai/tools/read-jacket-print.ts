import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { parseJacketPrint, type TJacketPrint } from '@scrapbridge/domain/ai-tools/jacket-print';
import { AppError } from '../../../lib/app-error.ts';

/** `POST /ai-system/tools/jacket-print` (public): what a jacket print says, for the cable estimator (issue 17 item 4). */
export function readJacketPrint(opts: { text: string }): TJacketPrint {
  const print = parseJacketPrint(opts.text);
  if (print.groups.length === 0) throw new AppError(ErrorCode.JacketPrintUnreadable);
  return print;
}
