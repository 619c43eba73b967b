import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { files } from './files.ts';
import { createdAt, updatedAt } from '../columns.ts';

/**
 * §2 /videoX: the product videos staff upload (an mp4 through the upload pipeline, its type read from the bytes)
 * with an optional poster image, titled in both languages and played in staff order. Only published ones are shown;
 * their files are then public like a visible ask's (files.repository isPublic).
 */
export const siteVideos = pgTable(
  'site_videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    posterFileId: uuid('poster_file_id').references(() => files.id),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionZh: text('description_zh').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    published: boolean('published').notNull().default(false),
    /** Play order, lower first; staff reorder the whole list at once. */
    position: integer('position').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('site_videos_public_idx').on(t.published, t.position),
    index('site_videos_file_idx').on(t.fileId),
    index('site_videos_poster_idx').on(t.posterFileId),
    check('site_videos_position_check', sql`${t.position} >= 0`),
  ],
);
