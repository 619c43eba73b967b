import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TOutboxMessage } from '@scrapbridge/domain/outbox';
import type { TLanguageType, TUserState, TUserType } from '@scrapbridge/domain/user-state';
import type { TWeightUnit } from '@scrapbridge/domain/weight';
import { createdAt, updatedAt } from '../columns.ts';


export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  nameEn: text('name_en'),
  /** Verification state of the enterprise (§4 verification flow); null until submitted. */
  state: smallint('state'),
  /** When staff last approved it (the verified badge); the submissions themselves are in `verifications`. */
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id),
    /** Stored lower-cased; unique so one address is one account. */
    email: text('email'),
    phoneCountry: text('phone_country'),
    phoneNumber: text('phone_number'),
    /** argon2id of the client's SHA-256 transport hash (§5); null for code-only accounts. */
    passwordHash: text('password_hash'),
    userState: smallint('user_state').$type<TUserState>().notNull().default(1),
    userType: text('user_type').$type<TUserType>().notNull().default('General'),
    isStaff: boolean('is_staff').notNull().default(false),
    firstName: text('first_name'),
    lastName: text('last_name'),
    bizType: text('biz_type'),
    businessType: text('business_type'),
    auditResult: text('audit_result'),
    countryId: integer('country_id'),
    destinationId: integer('destination_id'),
    fasId: integer('fas_id'),
    weightType: text('weight_type').$type<TWeightUnit>().notNull().default('MT'),
    languageType: text('language_type').$type<TLanguageType>().notNull().default('English'),
    inviteCode: text('invite_code'),
    /** Global switch of the followed-category notifications (settings page, §2 "push"). */
    pushEnabled: boolean('push_enabled').notNull().default(true),
    /** While blocked (userState 9): the state unblocking restores. */
    stateBeforeBlock: smallint('state_before_block'),
    /** Optimistic-lock counter for profile edits (stale writes answer 110801). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_key').on(t.phoneCountry, t.phoneNumber),
    check('users_user_state_check', sql`${t.userState} in (0, 1, 2, 3, 9)`),
    check('users_user_type_check', sql`${t.userType} in ('General', 'Supplier', 'Buyer')`),
    check('users_weight_type_check', sql`${t.weightType} in ('MT', 'LBS')`),
    check('users_language_type_check', sql`${t.languageType} in ('China', 'English')`),
    check('users_has_identity_check', sql`${t.email} is not null or ${t.phoneNumber} is not null`),
  ],
);

/** §6: one permission row per market; permission is granted by staff, switchEnable toggled by the user. */
export const userMarketPermissions = pgTable(
  'user_market_permissions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    market: text('market').notNull(),
    permission: smallint('permission').notNull().default(0),
    switchEnable: smallint('switch_enable').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.market] }),
    check('ump_market_check', sql`${t.market} in ('intl', 'cn')`),
    check('ump_flags_check', sql`${t.permission} in (0, 1) and ${t.switchEnable} in (0, 1)`),
  ],
);

/** Sessions: the token is random and only its SHA-256 is stored; logout and blocking revoke. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** One-time codes for SMS/e-mail login and registration: only a hash of the code is kept. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').notNull(),
    /** Normalized target: lower-cased e-mail, or "<country>:<number>" for phones. */
    target: text('target').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('verification_codes_lookup_idx').on(t.channel, t.target, t.purpose, t.createdAt),
    check('vc_channel_check', sql`${t.channel} in ('sms', 'email')`),
    check('vc_purpose_check', sql`${t.purpose} in ('login', 'register')`),
  ],
);

/**
 * Every e-mail and SMS the product sends, whatever the provider: the development provider's only
 * delivery, and the staff's record of what went out with the real ones.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').$type<TOutboxMessage['channel']>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    provider: text('provider').notNull(),
    status: text('status').$type<TOutboxMessage['status']>().notNull(),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);

/** Staff actions and security events, append-only (ARCHITECTURE.md: staff actions are audited). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    detail: jsonb('detail'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    // The staff console filters the log by who acted, by action, and by the row acted on.
    index('audit_log_actor_idx').on(t.actorUserId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt),
  ],
);
