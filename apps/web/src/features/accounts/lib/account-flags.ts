/**
 * The account dialogs' browser flags (§4): the upgrade success flag, the acknowledgement of the upgrade dialog, and
 * the follow dialog's hide flag. §3 names no keys for them, so they get their own (prefixed, so they never collide
 * with the §3 keys in lib/storage.ts). Like lib/storage.ts, a browser that refuses localStorage keeps them in memory
 * for the page's life.
 */
import type { TUpgradeAck, TUpgradeFlags } from './on-load.ts';

export const ACCOUNT_FLAG_KEYS = {
  /** The user id whose company step was just submitted (§4 "stores a success flag"). */
  upgradeSuccess: 'sbUpgradeSuccess',
  /** JSON TUpgradeAck: the upgrade dialog the user closed. */
  upgradeAck: 'sbUpgradeAck',
  /** JSON list of user ids that finished or dismissed the follow dialog (§4 "sets a hide flag"). */
  followHidden: 'sbFollowHidden',
} as const;

const memory = new Map<string, string>();

function read(key: string): string | null {
  try {
    const v = localStorage.getItem(key);
    if (v !== null) return v;
  } catch {
    /* memory below */
  }
  return memory.get(key) ?? null;
}

function write(key: string, value: string | null): void {
  if (value === null) memory.delete(key);
  else memory.set(key, value);
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    /* the memory copy serves this page */
  }
}

function parseAck(raw: string | null): TUpgradeAck | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<TUpgradeAck>;
    if (typeof v.userId !== 'string' || typeof v.userState !== 'number') return null;
    return { userId: v.userId, userState: v.userState, auditResult: typeof v.auditResult === 'string' ? v.auditResult : null };
  } catch {
    return null;
  }
}

export function readUpgradeFlags(): TUpgradeFlags {
  return { successFor: read(ACCOUNT_FLAG_KEYS.upgradeSuccess), ack: parseAck(read(ACCOUNT_FLAG_KEYS.upgradeAck)) };
}

export function writeUpgradeFlags(flags: TUpgradeFlags): void {
  write(ACCOUNT_FLAG_KEYS.upgradeSuccess, flags.successFor);
  write(ACCOUNT_FLAG_KEYS.upgradeAck, flags.ack ? JSON.stringify(flags.ack) : null);
}

function hiddenIds(): string[] {
  try {
    const v = JSON.parse(read(ACCOUNT_FLAG_KEYS.followHidden) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export function isFollowHidden(userId: string): boolean {
  return hiddenIds().includes(userId);
}

/** A shared computer sees a handful of accounts; the newest 20 are kept. */
export function hideFollow(userId: string): void {
  const ids = [userId, ...hiddenIds().filter((id) => id !== userId)].slice(0, 20);
  write(ACCOUNT_FLAG_KEYS.followHidden, JSON.stringify(ids));
}
