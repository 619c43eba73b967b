import { and, asc, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client.ts';
import { claimContainerEvidence, claimContainers, claimEvidenceFiles, contractWeightTolerances, files, shipmentContainers } from '../../../db/schema.ts';

/** The claim's containers (live or not: a withdrawn claim still shows what it held) with what loading recorded. */
export async function findClaimContainersWithEvidence(db: TDbOrTx, claimId: string) {
  return db
    .select({
      containerId: shipmentContainers.id,
      containerNo: shipmentContainers.containerNo,
      loadedSealNo: shipmentContainers.sealNo,
      loadedNetWeight: shipmentContainers.netWeight,
      arrivalSealNo: claimContainerEvidence.arrivalSealNo,
      arrivalNetWeight: claimContainerEvidence.arrivalNetWeight,
      weighingSource: claimContainerEvidence.weighingSource,
    })
    .from(claimContainers)
    .innerJoin(shipmentContainers, eq(shipmentContainers.id, claimContainers.containerId))
    .leftJoin(claimContainerEvidence, and(eq(claimContainerEvidence.claimId, claimContainers.claimId), eq(claimContainerEvidence.containerId, claimContainers.containerId)))
    .where(eq(claimContainers.claimId, claimId))
    .orderBy(asc(shipmentContainers.sort), asc(shipmentContainers.containerNo));
}

export async function findEvidenceFiles(db: TDbOrTx, claimId: string) {
  return db
    .select({
      evidenceId: claimEvidenceFiles.id,
      fileId: claimEvidenceFiles.fileId,
      type: claimEvidenceFiles.type,
      surveyor: claimEvidenceFiles.surveyor,
      containerId: claimEvidenceFiles.containerId,
      supports: claimEvidenceFiles.supports,
      fileName: files.originalName,
      ext: files.ext,
      mime: files.mime,
      size: files.size,
    })
    .from(claimEvidenceFiles)
    .innerJoin(files, eq(files.id, claimEvidenceFiles.fileId))
    .where(eq(claimEvidenceFiles.claimId, claimId))
    .orderBy(asc(claimEvidenceFiles.createdAt));
}

export async function findTolerance(db: TDbOrTx, contractId: string): Promise<string | null> {
  const [row] = await db.select({ percent: contractWeightTolerances.percent }).from(contractWeightTolerances).where(eq(contractWeightTolerances.contractId, contractId)).limit(1);
  return row?.percent ?? null;
}

export async function upsertTolerance(db: TDbOrTx, contractId: string, percent: string, userId: string): Promise<void> {
  await db
    .insert(contractWeightTolerances)
    .values({ contractId, percent, setByUserId: userId })
    .onConflictDoUpdate({ target: contractWeightTolerances.contractId, set: { percent, setByUserId: userId, updatedAt: sql`now()` } });
}

export async function upsertContainerEvidence(
  db: TDbOrTx,
  values: { claimId: string; containerId: string; arrivalSealNo: string | null; arrivalNetWeight: string | null; weighingSource: string | null; updatedByUserId: string },
): Promise<void> {
  const { arrivalSealNo, arrivalNetWeight, weighingSource, updatedByUserId } = values;
  await db
    .insert(claimContainerEvidence)
    .values(values)
    .onConflictDoUpdate({
      target: [claimContainerEvidence.claimId, claimContainerEvidence.containerId],
      set: { arrivalSealNo, arrivalNetWeight, weighingSource, updatedByUserId, updatedAt: sql`now()` },
    });
}

/** Sets what one of the claim's files is about; false when the file is not one of the claim. */
export async function updateEvidenceFile(
  db: TDbOrTx,
  values: { claimId: string; fileId: string; type: string; surveyor: string | null; containerId: string | null; supports: string[] },
): Promise<boolean> {
  const rows = await db
    .update(claimEvidenceFiles)
    .set({ type: values.type, surveyor: values.surveyor, containerId: values.containerId, supports: values.supports })
    .where(and(eq(claimEvidenceFiles.claimId, values.claimId), eq(claimEvidenceFiles.fileId, values.fileId)))
    .returning({ id: claimEvidenceFiles.id });
  return rows.length > 0;
}
