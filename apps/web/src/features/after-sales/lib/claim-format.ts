/** Small pure helpers of the claim screens: durations for the clocks, which form a claim type opens. */
import type { TClaimClockPart, TClaimType } from '@scrapbridge/domain/claims/claim';

type TTranslate = (key: string, params?: Record<string, string | number>) => string;

/** "2 d 5 h", "3 h 20 min", "12 min" in the reader's language. */
export function durationText(t: TTranslate, ms: number): string {
  const total = Math.floor(Math.abs(ms) / 60_000);
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const minutes = total % 60;
  if (days > 0) return [t('claims.clock.days', { count: days }), hours ? t('claims.clock.hours', { count: hours }) : ''].filter(Boolean).join(' ');
  if (hours > 0) return [t('claims.clock.hours', { count: hours }), minutes ? t('claims.clock.minutes', { count: minutes }) : ''].filter(Boolean).join(' ');
  return t('claims.clock.minutes', { count: minutes });
}

/** A clock's state in words: done (late), time left, how late, stopped. */
export function clockStateText(t: TTranslate, part: TClaimClockPart): string {
  if (part.state === 'met') return t(part.late ? 'claims.clock.metLate' : 'claims.clock.met');
  if (part.state === 'stopped') return t('claims.clock.stopped');
  if (part.state === 'overdue') return t('claims.clock.overdue', { late: durationText(t, part.remainingMs) });
  return t('claims.clock.due', { left: durationText(t, part.remainingMs) });
}

/** §2: the form of each claim type. */
export const EDIT_PATH: Record<TClaimType, string> = { shortage: '/claim-edit-weight', quality: '/claim-edit-quality', both: '/claim-edit-both' };

export function typeOfEditPath(pathname: string): TClaimType {
  if (pathname.startsWith('/claim-edit-quality')) return 'quality';
  if (pathname.startsWith('/claim-edit-both')) return 'both';
  return 'shortage';
}
