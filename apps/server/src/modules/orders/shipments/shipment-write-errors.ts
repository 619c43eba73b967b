import { AppError } from '../../../lib/app-error.ts';

/** The constraint a unique violation names (node-postgres and PGlite set `constraint`; Drizzle wraps it as `cause`). */
function violatedConstraint(err: unknown): string | null {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const x = e as { code?: unknown; constraint?: unknown };
    if (x.code === '23505') return typeof x.constraint === 'string' ? x.constraint : '';
  }
  return null;
}

/**
 * A write that lost a race to the unique indexes (two staff typing the same BL or container at once): the same 1000
 * the pre-checks give, naming the field. Anything else is rethrown as it is.
 */
export function wordUniqueViolation(err: unknown, containerField = 'containerNo'): never {
  const constraint = violatedConstraint(err);
  if (constraint === 'shipments_bill_no_key') throw AppError.field('billNo', 'shipments.errors.billNoTaken');
  if (constraint === 'shipment_containers_no_key') throw AppError.field(containerField, 'shipments.errors.containerDuplicate');
  throw err;
}
