/**
 * Uploading a contract document: the type (only those the viewer's side may add, as the server answers them), an
 * optional remark, the file (the picker offers what that type accepts; the size is checked before sending), then
 * the upload with its progress. The server sniffs the bytes again; its field problems land on the fields.
 */
import { useRef, useState } from 'react';
import { Alert, Button, Form, Input, Progress, Select, type ButtonProps } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_ACCEPT, DOCUMENT_MIME, DOCX_MIME, XLSX_MIME, type TDocumentType } from '@scrapbridge/domain/orders/documents';
import { AppDialog } from '#components/app-dialog.tsx';
import { type TFormErrors } from '#lib/form-errors.ts';
import { toast } from '#lib/toast.ts';
import { useZodForm } from '#lib/zod-form.ts';
import { useUploadDocument } from '../api/documents-api.ts';
import { fileSizeText } from './document-format.ts';

type TProps = {
  open: boolean;
  onClose: () => void;
  contractId: string;
  types: readonly TDocumentType[];
  maxBytes: number;
  /** Preselected type (e.g. swift_receipt from the payment form). */
  initialType?: TDocumentType | undefined;
  onUploaded?: (documentId: string) => void;
};

export function DocumentUploadDialog(props: TProps) {
  const { t } = useTranslation();
  return (
    <AppDialog open={props.open} onClose={props.onClose} title={t('documents.panel.uploadTitle')} maskClosable={false}>
      <DocumentUploadForm {...props} />
    </AppDialog>
  );
}

function DocumentUploadForm({ onClose, contractId, types, maxBytes, initialType, onUploaded }: TProps) {
  const { t } = useTranslation();
  const upload = useUploadDocument();
  const input = useRef<HTMLInputElement>(null);
  const [type, setType] = useState<TDocumentType | undefined>(initialType ?? (types.length === 1 ? types[0] : undefined));
  const [remark, setRemark] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState(0);
  const { errors, setErrors, refuse, item } = useZodForm();
  const maxMb = Math.round(maxBytes / (1024 * 1024));
  const office = type ? DOCUMENT_MIME[type].some((m) => m === XLSX_MIME || m === DOCX_MIME) : false;

  const submit = () => {
    const problems: TFormErrors = {};
    if (!type) problems.type = t('errors.fieldInvalid', { field: t('documents.fields.type'), reason: t('errors.required') });
    if (!file) problems.file = t('listings.errors.fileRequired');
    else if (file.size > maxBytes) problems.file = t('documents.errors.tooLarge', { max: maxMb });
    if (Object.keys(problems).length || !type || !file) {
      setErrors(problems);
      return;
    }
    setPercent(0);
    upload.mutate(
      { contractId, type, file, remark: remark.trim() || undefined, onProgress: setPercent },
      {
        onSuccess: (doc) => {
          void toast('success', t('documents.panel.uploaded'));
          onUploaded?.(doc.id);
          onClose();
        },
        onError: (e) => {
          if (!refuse(e, { fallback: t('documents.panel.uploadFailed') })) setErrors({});
        },
      },
    );
  };


  return (
    <Form layout="vertical" component="div" className="sb-doc-form" data-testid="document-upload-form">
      {errors.form && <Alert type="error" showIcon title={errors.form} className="sb-doc-alert" />}
      <Form.Item label={t('documents.panel.chooseType')} required {...item('type')}>
        <Select
          value={type}
          onChange={(v) => {
            setType(v);
            setErrors({});
          }}
          options={types.map((v) => ({ value: v, label: t(`documents.types.${v}`) }))}
          placeholder={t('documents.panel.chooseType')}
          data-testid="document-type"
        />
      </Form.Item>
      <Form.Item label={t('documents.fields.file')} required {...item('file')} extra={t('documents.panel.limits', { max: maxMb, office: office ? t('documents.panel.officeToo') : '' })}>
        <input
          ref={input}
          type="file"
          hidden
          accept={type ? DOCUMENT_ACCEPT[type] : undefined}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setErrors({});
          }}
          data-testid="document-file-input"
        />
        <div className="sb-doc-picked">
          <Button icon={<PaperClipOutlined />} onClick={() => input.current?.click()} disabled={upload.isPending}>
            {t('documents.panel.chooseFile')}
          </Button>
          {file && (
            <span className="sb-doc-picked-name" data-testid="document-file-name">
              {file.name} · {fileSizeText(file.size)}
            </span>
          )}
        </div>
      </Form.Item>
      <Form.Item label={t('documents.panel.remark')} {...item('remark')}>
        <Input value={remark} maxLength={100} onChange={(e) => setRemark(e.target.value)} data-testid="document-remark" />
      </Form.Item>
      {upload.isPending && <Progress percent={percent} status="active" aria-label={t('documents.panel.uploading', { percent })} data-testid="document-progress" />}
      <div className="sb-doc-form-actions">
        <Button onClick={onClose} disabled={upload.isPending}>
          {t('documents.panel.cancel')}
        </Button>
        <Button type="primary" onClick={submit} loading={upload.isPending} {...({ 'data-testid': 'document-submit' } as ButtonProps)}>
          {t('documents.panel.submit')}
        </Button>
      </div>
    </Form>
  );
}
