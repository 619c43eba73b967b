import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TRecognitionLabelState } from '@scrapbridge/domain/ai-recognition/ai-recognition';
import { users } from './accounts.ts';
import { asks } from './asks.ts';
import { categories } from './catalog.ts';
import { files } from './files.ts';
import { createdAt, updatedAt } from '../columns.ts';

/** A feature vector as little-endian float32 bytes: 5 KB for 1280 dimensions, read back without parsing text. */
const vector = customType<{ data: Float32Array; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (v) => Buffer.from(v.buffer, v.byteOffset, v.byteLength),
  fromDriver: (b) => {
    const bytes = Uint8Array.from(b);
    return new Float32Array(bytes.buffer, 0, bytes.byteLength / 4);
  },
});

/**
 * The recognition index (issue 17 item 1): one row per photo of an approved ask, with its frozen-CNN feature vector
 * and the grade it is labelled with. The label starts as the ask line's grade (or its family when the line named
 * none); staff confirm it, give it another grade, or exclude the photo (it does not show the material). A sweep adds
 * the photos of newly approved asks and re-reads any whose vector came from another extractor (`extractor`), so a
 * new model version rebuilds the index by itself. Similar listings join it with the live asks' pictures.
 */
export const recognitionPhotos = pgTable(
  'recognition_photos',
  {
    fileId: uuid('file_id')
      .primaryKey()
      .references(() => files.id, { onDelete: 'cascade' }),
    /** The approved ask the photo came from: the reference photo links to it. */
    askId: uuid('ask_id').references(() => asks.id, { onDelete: 'set null' }),
    /** The grade (or family) it shows. */
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    labelState: text('label_state').$type<TRecognitionLabelState>().notNull().default('ask'),
    labelledBy: uuid('labelled_by').references(() => users.id, { onDelete: 'set null' }),
    labelledAt: timestamp('labelled_at', { withTimezone: true }),
    /** Which feature extractor made `features` (model and layer); another value is re-read by the sweep. */
    extractor: text('extractor').notNull(),
    features: vector('features').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('recognition_photos_extractor_idx').on(t.extractor, t.labelState),
    index('recognition_photos_ask_idx').on(t.askId),
    check('recognition_photos_label_state_check', sql`${t.labelState} in ('ask', 'confirmed', 'relabelled', 'excluded')`),
  ],
);
