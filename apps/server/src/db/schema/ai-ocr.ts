import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { TOcrPurpose } from '@scrapbridge/domain/ai-tools/ocr';
import type { TContainerMarkings, TOcrLine } from '@scrapbridge/domain/orders/container-marking';
import { users } from './accounts.ts';
import { createdAt } from '../columns.ts';

/**
 * OCR readings of container-door and packing photos (issue 17 item 2: "the text and confidence kept as evidence"):
 * who read which photo (its SHA-256, the photo itself is not kept) for what, the lines and confidences the engine
 * gave and the suggestions offered. A later question — "where did this seal number come from?" — is answered here.
 */
export const ocrReadings = pgTable(
  'ocr_readings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<TOcrPurpose>().notNull(),
    imageSha256: text('image_sha256').notNull(),
    imageBytes: integer('image_bytes').notNull(),
    /** Which engine read it (paddle-ppocr-v4), so readings of different engines can be told apart. */
    engine: text('engine').notNull(),
    lines: jsonb('lines').$type<TOcrLine[]>().notNull(),
    suggestions: jsonb('suggestions').$type<TContainerMarkings>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ocr_readings_user_idx').on(t.userId, t.createdAt)],
);
