/**
 * The documents of a contract (issue 5 item 3; §3 contract files): for its buyer and seller (party) and in the staff
 * console's contract page (staff). Grouped by type in the trade's order, each with its name, size, who uploaded it
 * and when; images preview in a dialog, PDFs open in a new tab, everything downloads; the uploader (or staff) may
 * withdraw. The upload offers only the types the viewer's side may add.
 */
import { useState } from 'react';
import { Button, Empty, Popconfirm, Tag } from 'antd';
import { DeleteOutlined, DownloadOutlined, EyeOutlined, FileImageOutlined, FileOutlined, FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_TYPES, type TContractDocument } from '@scrapbridge/domain/orders/documents';
import { AppDialog } from '#components/app-dialog.tsx';
import { toast } from '#lib/toast.ts';
import '../documents.css';
import { documentHref, useContractDocuments, useWithdrawDocument } from '../api/documents-api.ts';
import { fileSizeText, timeText } from './document-format.ts';
import { DocumentUploadDialog } from './document-upload-dialog.tsx';
import { OrderPanel } from './order-panel.tsx';

export type TDocumentsPanelProps = { contractId: string; mode: 'party' | 'staff' };

export function DocumentsPanel({ contractId, mode }: TDocumentsPanelProps) {
  const { t } = useTranslation();
  const query = useContractDocuments(contractId);
  const [uploading, setUploading] = useState(false);
  const [preview, setPreview] = useState<TContractDocument | null>(null);
  const data = query.data;
  const rows = data?.rows ?? [];
  const groups = DOCUMENT_TYPES.map((type) => ({ type, docs: rows.filter((d) => d.type === type) })).filter((g) => g.docs.length > 0);
  const canUpload = (data?.uploadTypes.length ?? 0) > 0;

  return (
    <OrderPanel
      className="sb-doc-panel"
      testId="documents-panel"
      mode={mode}
      title={t('documents.panel.title')}
      action={
        canUpload && (
          <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)} data-testid="document-upload">
            {t('documents.panel.upload')}
          </Button>
        )
      }
      query={query}
      loadFailed={t('documents.panel.loadFailed')}
      dialogs={
        <>
          {data && (
            <DocumentUploadDialog open={uploading} onClose={() => setUploading(false)} contractId={contractId} types={data.uploadTypes} maxBytes={data.maxBytes} />
          )}
          <AppDialog open={!!preview} onClose={() => setPreview(null)} title={preview?.name ?? ''}>
            {preview && (
              <div className="sb-doc-preview">
                <img src={documentHref(preview)} alt={preview.name} data-testid="document-preview-image" />
                <a href={documentHref(preview, true)} download={preview.name}>
                  <DownloadOutlined /> {t('documents.panel.download')}
                </a>
              </div>
            )}
          </AppDialog>
        </>
      }
    >
      {groups.length === 0 ? (
        <Empty description={t('documents.panel.empty')} data-testid="documents-empty" />
      ) : (
        groups.map((g) => (
          <div key={g.type} className="sb-doc-group" data-testid="document-group" data-type={g.type}>
            <h3>
              {t(`documents.types.${g.type}`)} <span className="sb-doc-count">{g.docs.length}</span>
            </h3>
            <ul className="sb-doc-list">
              {g.docs.map((d) => (
                <DocumentRow key={d.id} doc={d} contractId={contractId} onPreview={() => setPreview(d)} />
              ))}
            </ul>
          </div>
        ))
      )}
      {!canUpload && data && (
        <p className="sb-doc-muted" data-testid="documents-no-upload">
          {t('documents.panel.noUploadTypes')}
        </p>
      )}
    </OrderPanel>
  );
}

function DocumentRow({ doc, contractId, onPreview }: { doc: TContractDocument; contractId: string; onPreview: () => void }) {
  const { t } = useTranslation();
  const withdraw = useWithdrawDocument(contractId);
  const image = doc.mime.startsWith('image/');
  const pdf = doc.mime === 'application/pdf';
  const icon = image ? <FileImageOutlined /> : pdf ? <FilePdfOutlined /> : <FileOutlined />;
  const who = t(`documents.sides.${doc.uploadedBy}`) + (doc.mine ? ` (${t('documents.panel.you')})` : '');

  return (
    <li className="sb-doc-row" data-testid="document-row" data-id={doc.id}>
      <span className="sb-doc-icon" aria-hidden>
        {icon}
      </span>
      <div className="sb-doc-main">
        {image ? (
          <button type="button" className="sb-doc-name sb-doc-link" onClick={onPreview} data-testid="document-name">
            {doc.name}
          </button>
        ) : pdf ? (
          <a className="sb-doc-name" href={documentHref(doc)} target="_blank" rel="noopener" data-testid="document-name">
            {doc.name}
          </a>
        ) : (
          <a className="sb-doc-name" href={documentHref(doc, true)} download={doc.name} data-testid="document-name">
            {doc.name}
          </a>
        )}
        <div className="sb-doc-meta">
          <span>{fileSizeText(doc.size)}</span>
          <Tag color={doc.uploadedBy === 'staff' ? 'blue' : doc.uploadedBy === 'buyer' ? 'green' : 'orange'}>{who}</Tag>
          <span>{timeText(doc.createdAt)}</span>
        </div>
        {doc.remark && <p className="sb-doc-remark">{doc.remark}</p>}
      </div>
      <div className="sb-doc-actions">
        {doc.previewable &&
          (image ? (
            <Button size="small" icon={<EyeOutlined />} onClick={onPreview} aria-label={t('documents.panel.preview')} data-testid="document-preview">
              <span className="sb-doc-btn-text">{t('documents.panel.preview')}</span>
            </Button>
          ) : (
            <Button size="small" icon={<EyeOutlined />} href={documentHref(doc)} target="_blank" aria-label={t('documents.panel.preview')} data-testid="document-preview">
              <span className="sb-doc-btn-text">{t('documents.panel.preview')}</span>
            </Button>
          ))}
        <Button size="small" icon={<DownloadOutlined />} href={documentHref(doc, true)} download={doc.name} aria-label={t('documents.panel.download')} data-testid="document-download">
          <span className="sb-doc-btn-text">{t('documents.panel.download')}</span>
        </Button>
        {doc.canWithdraw && (
          <Popconfirm
            title={t('documents.panel.withdrawConfirm')}
            okText={t('documents.panel.withdraw')}
            cancelText={t('documents.panel.cancel')}
            onConfirm={() => withdraw.mutateAsync(doc.id).then(() => toast('success', t('documents.panel.withdrawn')))}
          >
            <Button size="small" danger icon={<DeleteOutlined />} loading={withdraw.isPending} aria-label={t('documents.panel.withdraw')} data-testid="document-withdraw">
              <span className="sb-doc-btn-text">{t('documents.panel.withdraw')}</span>
            </Button>
          </Popconfirm>
        )}
      </div>
    </li>
  );
}
