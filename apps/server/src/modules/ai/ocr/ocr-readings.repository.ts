import type { TOcrPurpose } from '@scrapbridge/domain/ai-tools/ocr';
import type { TContainerMarkings, TOcrLine } from '@scrapbridge/domain/orders/container-marking';
import type { TDbOrTx } from '../../../db/client.ts';
import { ocrReadings } from '../../../db/schema.ts';

export type TNewOcrReading = {
  userId: string;
  purpose: TOcrPurpose;
  imageSha256: string;
  imageBytes: number;
  engine: string;
  lines: TOcrLine[];
  suggestions: TContainerMarkings;
};

export async function insertOcrReading(db: TDbOrTx, reading: TNewOcrReading): Promise<string> {
  const [row] = await db.insert(ocrReadings).values(reading).returning({ id: ocrReadings.id });
  return row!.id;
}
