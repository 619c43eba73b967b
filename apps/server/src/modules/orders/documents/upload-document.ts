import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { translate } from '@scrapbridge/domain/i18n';
import {
  DOCUMENT_MAX_PER_CONTRACT,
  DOCUMENT_MIME,
  ZDocumentUploadFields,
  mayUpload,
  type TContractDocument,
} from '@scrapbridge/domain/orders/documents';
import { describeIssue } from '@scrapbridge/domain/validation';
import type { TAppDeps } from '../../../app.ts';
import { AppError } from '../../../lib/app-error.ts';
import { IMAGE_MAX_INPUT_PIXELS, insertAuditEntry, insertFile, refuseWhenStorageFull, reserveStorage, storageFor, storageKeyFor, storedName } from '../../platform/index.ts';
import { requireContractAccess, type TContractViewer } from '../contracts/contract-access.ts';
import type { TReceivedUpload, TUploader } from '../../platform/index.ts';
import { toDocumentView } from './document-presenter.ts';
import { countLiveDocuments, findAskAgent, insertContractDocument, shipmentBelongsTo } from './documents.repository.ts';
import { contractLink, notifyContractParty } from './notify-contract-party.ts';

/**
 * `POST /app-v2/contract/{contractId}/document` (§3 contract files; issue 5 item 3). The bytes were sniffed and
 * size-checked while streaming (receive-upload.ts); here: the type must be one the viewer's side may upload (403 +
 * 1000 naming `type`), the real file type one that document type accepts, the contract not voided (1301). The bytes
 * are stored as they came — a scanned BL or a packing photo is evidence, so it is neither resized nor re-encoded —
 * and the files row, the document row, the other party's notification and (for staff) the audit entry are written
 * in one transaction with the contract row locked, the uploader's storage quota checked under its lock (issue 13;
 * staff have none). A failure at any step stores nothing: the temporary file is always removed and an object written
 * before a failed transaction is deleted again.
 */
export async function uploadDocument(opts: {
  deps: TAppDeps;
  contractId: string;
  viewer: TContractViewer;
  uploader: TUploader;
  upload: TReceivedUpload;
}): Promise<TContractDocument> {
  const { deps, upload, viewer, uploader } = opts;
  const { db } = deps.database;
  try {
    const parsed = ZDocumentUploadFields.safeParse(upload.fields, { reportInput: true });
    if (!parsed.success) throw new AppError(ErrorCode.Validation, undefined, undefined, parsed.error.issues.map(describeIssue));
    const { type, shipmentId, remark } = parsed.data;

    const { contract: current, side } = await requireContractAccess({ db, contractId: opts.contractId, viewer });
    if (current.status === 'voided') throw new AppError(ErrorCode.ContractVoided);
    if (!mayUpload(side, type)) throw AppError.forbiddenField('type', 'documents.errors.typeNotAllowed');
    if (!DOCUMENT_MIME[type].includes(upload.mime)) {
      throw AppError.field('file', 'documents.errors.fileTypeForDocument', { fileName: upload.fileName });
    }

    let width: number | null = null;
    let height: number | null = null;
    if (upload.mime.startsWith('image/')) {
      // A picture whose header does not read is refused now rather than shown broken to the other party. Only the
      // header is read (the bytes are stored as they came, nothing is decoded); a picture over the decode bound of
      // uploads (platform image-limits.ts) is refused too, as it would be a memory bomb in the other party's browser.
      const { default: sharp } = await import('sharp');
      const meta = await sharp(upload.tempPath, { limitInputPixels: false })
        .metadata()
        .catch(() => {
          throw new AppError(ErrorCode.Validation, 'listings.errors.imageUnreadable', { fileName: upload.fileName });
        });
      width = meta.width ?? null;
      height = meta.pageHeight ?? meta.height ?? null;
      if (width && height && width * height > IMAGE_MAX_INPUT_PIXELS) {
        const megapixels = Math.round((width * height) / 1e6);
        throw new AppError(ErrorCode.Validation, 'listings.errors.imageTooManyPixels', { fileName: upload.fileName, megapixels, max: IMAGE_MAX_INPUT_PIXELS / 1e6 });
      }
    }
    // Not written to storage at all when it cannot fit (the binding check is in the transaction below).
    await refuseWhenStorageFull({ db, config: deps.config, uploader, size: upload.size });

    const storage = storageFor(deps.config);
    const fileId = randomUUID();
    const storageKey = storageKeyFor({ purpose: 'contract', fileId, ext: upload.ext, now: new Date() });
    await storage.put(storageKey, { path: upload.tempPath }, { contentType: upload.mime, size: upload.size });
    try {
      return await db.transaction(async (tx) => {
        const { contract, side: lockedSide } = await requireContractAccess({ db: tx, contractId: opts.contractId, viewer, forUpdate: true });
        if (contract.status === 'voided') throw new AppError(ErrorCode.ContractVoided);
        if ((await countLiveDocuments(tx, contract.id)) >= DOCUMENT_MAX_PER_CONTRACT) {
          throw AppError.field('file', 'documents.errors.tooMany', { max: DOCUMENT_MAX_PER_CONTRACT });
        }
        if (shipmentId && !(await shipmentBelongsTo(tx, contract.id, shipmentId))) throw AppError.field('shipmentId', 'documents.errors.unknownShipment');
        await reserveStorage({ tx, config: deps.config, uploader, size: upload.size });

        const file = await insertFile(tx, {
          id: fileId,
          ownerUserId: viewer.userId,
          purpose: 'contract',
          kind: upload.mime.startsWith('image/') ? 'image' : 'document',
          mime: upload.mime,
          ext: upload.ext,
          size: upload.size,
          width,
          height,
          storageDriver: storage.driver,
          storageKey,
          sha256: upload.sha256,
          originalName: storedName(upload.fileName, upload.ext),
        });
        const doc = await insertContractDocument(tx, {
          contractId: contract.id,
          type,
          fileId,
          shipmentId: shipmentId ?? null,
          uploadedByUserId: viewer.userId,
          remark: remark ?? null,
        });

        // The other party learns of it in-app ("Draft BL uploaded for SB…"); a staff upload concerns both.
        const recipients =
          lockedSide === 'buyer' ? [contract.sellerUserId] : lockedSide === 'seller' ? [contract.buyerUserId] : [contract.buyerUserId, contract.sellerUserId];
        const text = (lang: 'zh' | 'en', part: 'title' | 'body') =>
          translate(lang, `documents.notifications.uploaded.${part}`, {
            type: translate(lang, `documents.types.${type}`),
            contractNo: contract.contractNo,
            name: file.originalName,
          });
        for (const userId of recipients) {
          if (userId === viewer.userId) continue;
          await notifyContractParty({
            tx,
            userId,
            kind: 'contract_document',
            refKey: `document:${doc.id}`,
            texts: { titleZh: text('zh', 'title'), titleEn: text('en', 'title'), bodyZh: text('zh', 'body'), bodyEn: text('en', 'body') },
            link: contractLink(contract.id),
          });
        }
        if (lockedSide === 'staff') {
          await insertAuditEntry(tx, {
            actorUserId: viewer.userId,
            action: 'contract.document.upload',
            targetType: 'contract',
            targetId: contract.id,
            detail: { documentId: doc.id, type, fileName: file.originalName, size: file.size },
          });
        }
        const agentUserId = await findAskAgent(tx, contract.askId);
        return toDocumentView({ ...doc, file }, { contract, agentUserId, viewerUserId: viewer.userId, viewerSide: lockedSide });
      });
    } catch (err) {
      await storage.delete(storageKey).catch(() => undefined);
      throw err;
    }
  } finally {
    await upload.discard();
  }
}
