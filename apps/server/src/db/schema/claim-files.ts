import { sql } from 'drizzle-orm';
import { bigint, check, index, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { contracts } from './contracts.ts';
import { files } from './files.ts';
import { shipmentContainers } from './orders.ts';
import { createdAt, updatedAt } from '../columns.ts';

/**
 * Resumable (tus) uploads of large files (issue 15: claim files up to 500 MB, §5, §9). A row is written when an
 * upload is created, before any byte is stored, and is what the per-claim limits (50 files, 1024 MB) count, under
 * an advisory lock on its `bucket`: a claim once it exists, else the uploader's draft for one contract. The bytes
 * live at `storage_key` in the configured storage while they arrive; when the last byte is in, the type is sniffed
 * and a `files` row is written (file_id), so the file is read like every other file.
 */
export const resumableUploads = pgTable(
  'resumable_uploads',
  {
    /** The tus upload id (32 hex characters), the last segment of its URL. */
    id: text('id').primaryKey(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id),
    /** What the file is for; decides its limits (claim: §5). */
    purpose: text('purpose').notNull(),
    /** The trade the file belongs to: its parties (and staff) may read the finished file. */
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id),
    claimId: uuid('claim_id'),
    /** The limit group: "claim:<claimId>", or "draft:<contractId>:<userId>" before the claim is saved. */
    bucket: text('bucket').notNull(),
    fileName: text('file_name').notNull(),
    /** Upload-Length as declared at creation (checked against the limits before any byte is stored). */
    declaredSize: bigint('declared_size', { mode: 'number' }).notNull(),
    storageDriver: text('storage_driver').notNull(),
    storageKey: text('storage_key').notNull(),
    /** uploading → done (file_id set) | refused (type not allowed: bytes deleted) | removed (the uploader took it back). */
    state: text('state').notNull().default('uploading'),
    fileId: uuid('file_id').references(() => files.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('resumable_uploads_bucket_idx').on(t.bucket, t.state),
    index('resumable_uploads_owner_idx').on(t.ownerUserId, t.createdAt),
    index('resumable_uploads_contract_idx').on(t.contractId),
    uniqueIndex('resumable_uploads_file_key').on(t.fileId),
    check('resumable_uploads_purpose_check', sql`${t.purpose} in ('claim')`),
    check('resumable_uploads_state_check', sql`${t.state} in ('uploading', 'done', 'refused', 'removed')`),
    check('resumable_uploads_size_check', sql`${t.declaredSize} >= 0`),
  ],
);

/**
 * Claim evidence per container (issue 15 item 4): what the buyer found on arrival — the seal number and the weight —
 * beside what was recorded at loading (shipment_containers), so the claim can show a seal mismatch and the weight
 * difference against the tolerance. One row per claim and container.
 */
export const claimContainerEvidence = pgTable(
  'claim_container_evidence',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: uuid('claim_id').notNull(),
    containerId: uuid('container_id')
      .notNull()
      .references(() => shipmentContainers.id),
    arrivalSealNo: text('arrival_seal_no'),
    arrivalNetWeight: numeric('arrival_net_weight', { precision: 18, scale: 6 }),
    /** port | actual | third_party (§3 Claim: port / actual / third-party weighing). */
    weighingSource: text('weighing_source'),
    updatedByUserId: uuid('updated_by_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('claim_container_evidence_key').on(t.claimId, t.containerId),
    check('claim_container_evidence_weight_check', sql`${t.arrivalNetWeight} is null or ${t.arrivalNetWeight} >= 0`),
    check('claim_container_evidence_source_check', sql`${t.weighingSource} is null or ${t.weighingSource} in ('port', 'actual', 'third_party')`),
  ],
);

/**
 * Typed evidence documents of a claim (issue 15 item 4): a weighbridge ticket, a surveyor's report (SGS, CCIC …), a
 * photo or video, with the container it is about (if one) and the claimed amounts it supports.
 */
export const claimEvidenceFiles = pgTable(
  'claim_evidence_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: uuid('claim_id').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    /** weighbridge_ticket | surveyor_report | photo | video | other */
    type: text('type').notNull(),
    /** SGS, CCIC, BV, Intertek, Cotecna … (surveyor reports). */
    surveyor: text('surveyor'),
    containerId: uuid('container_id').references(() => shipmentContainers.id),
    /** The claimed amounts it supports: shortageWeight, claimedWeight, totalClaimUsd, qualityDeduction. */
    supports: text('supports').array().notNull().default(sql`'{}'::text[]`),
    addedByUserId: uuid('added_by_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('claim_evidence_files_key').on(t.claimId, t.fileId),
    index('claim_evidence_files_file_idx').on(t.fileId),
    check('claim_evidence_files_type_check', sql`${t.type} in ('weighbridge_ticket', 'surveyor_report', 'photo', 'video', 'other')`),
  ],
);

/** A contract's own weight tolerance (issue 15 item 4: ±3 % unless the contract says otherwise), set by staff. */
export const contractWeightTolerances = pgTable(
  'contract_weight_tolerances',
  {
    contractId: uuid('contract_id')
      .primaryKey()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    percent: numeric('percent', { precision: 5, scale: 2 }).notNull(),
    setByUserId: uuid('set_by_user_id')
      .notNull()
      .references(() => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [check('contract_weight_tolerances_percent_check', sql`${t.percent} >= 0 and ${t.percent} <= 100`)],
);
