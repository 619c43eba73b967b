import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TAlbumGroupKind } from '@scrapbridge/domain/media';
import { users } from './accounts.ts';
import { categories } from './catalog.ts';
import { createdAt } from '../columns.ts';

/**
 * Every stored upload (§7 /file/upload). The bytes live in the storage driver under `storage_key`; the row says
 * what they really are (sniffed, never trusted from the name) and who owns them, which decides who may read them.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id),
    /** The upload's fileType: ask | user_info | picture | contract (order documents, issue 5) | claim (resumable claim files, issue 15) | support (customer service attachments, issue 16). */
    purpose: text('purpose').notNull(),
    kind: text('kind').notNull(),
    mime: text('mime').notNull(),
    ext: text('ext').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** The driver that holds the bytes, so switching STORAGE_DRIVER later can still tell where old files are. */
    storageDriver: text('storage_driver').notNull(),
    storageKey: text('storage_key').notNull(),
    sha256: text('sha256').notNull(),
    originalName: text('original_name').notNull(),
    /**
     * Read from the EXIF of an album upload (fileType picture) before the stored copy drops its metadata: the date
     * taken and the GPS position fill the album picture when the user sends none (§3 Picture upload). Never served.
     */
    exifTakenAt: timestamp('exif_taken_at', { withTimezone: true }),
    exifLatitude: numeric('exif_latitude', { precision: 9, scale: 6 }),
    exifLongitude: numeric('exif_longitude', { precision: 9, scale: 6 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('files_owner_idx').on(t.ownerUserId, t.createdAt),
    uniqueIndex('files_storage_key').on(t.storageDriver, t.storageKey),
    check('files_kind_check', sql`${t.kind} in ('image', 'video', 'document')`),
    check('files_purpose_check', sql`${t.purpose} in ('ask', 'user_info', 'picture', 'contract', 'claim', 'support', 'request_spec')`),
    check('files_size_check', sql`${t.size} >= 0`),
  ],
);

/**
 * §3 album groups: UNCATEGORIZED, All Photo (a view of every picture) and Favorites (a view of the favourite
 * pictures), made on first use, once per user; and the user's own groups ('own'), any number, unique by name.
 */
export const albumGroups = pgTable(
  'album_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TAlbumGroupKind>().notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('album_groups_user_kind_key').on(t.userId, t.kind).where(sql`${t.kind} <> 'own'`),
    uniqueIndex('album_groups_user_name_key').on(t.userId, sql`lower(${t.name})`).where(sql`${t.kind} = 'own'`),
    check('album_groups_kind_check', sql`${t.kind} in ('uncategorized', 'all', 'favorites', 'own')`),
  ],
);

/** §3 Picture upload: a photo in the user's album with what it shows and where and when it was taken. */
export const pictures = pgTable(
  'pictures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => albumGroups.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    categoryId: integer('category_id').references(() => categories.id),
    subCategoryId: integer('sub_category_id').references(() => categories.id),
    latitude: numeric('latitude', { precision: 9, scale: 6 }),
    longitude: numeric('longitude', { precision: 9, scale: 6 }),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    remark: text('remark'),
    /** Shown in Favorites too; the picture stays in its own group. */
    favorite: boolean('favorite').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('pictures_user_created_idx').on(t.userId, t.createdAt), index('pictures_group_created_idx').on(t.groupId, t.createdAt)],
);
