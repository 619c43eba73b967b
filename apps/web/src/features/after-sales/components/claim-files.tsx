/**
 * The claim's attachments (§3 Claim: receiving-process media and attachments; §9 claim files): one row per file with
 * its type (weighbridge ticket, surveyor report with the surveyor's name, photo, video, other), its upload progress
 * and a remove button. A clean list of { fileId, type, surveyor } the form sends as `files`; the uploader behind the
 * picker is the existing one (pictures), and the resumable uploader for large documents plugs in through `onPick`.
 */
import { useRef } from 'react';
import { Button, Input, Progress, Select, Typography } from 'antd';
import { DeleteOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CLAIM_FILE_TYPES, CLAIM_FILES_MAX, type TClaimFileType } from '@scrapbridge/domain/claims/claim';
import { ALLOWED_MIME } from '@scrapbridge/domain/media';
import { IMAGE_EXTENSIONS } from '@scrapbridge/domain/input-helpers';

export type TClaimFileItem = {
  uid: string;
  name: string;
  fileId?: string;
  type: TClaimFileType;
  surveyor?: string;
  status: 'uploading' | 'done' | 'error';
  percent: number;
  error?: string;
  url?: string;
};

const ACCEPT = [...ALLOWED_MIME.picture, ...IMAGE_EXTENSIONS.map((e) => `.${e}`)].join(',');

export function ClaimFiles({ items, onPick, onChange, readOnly = false }: { items: TClaimFileItem[]; onPick?: (files: File[]) => void; onChange?: (items: TClaimFileItem[]) => void; readOnly?: boolean }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const patch = (uid: string, p: Partial<TClaimFileItem>) => onChange?.(items.map((f) => (f.uid === uid ? { ...f, ...p } : f)));
  return (
    <div className="sb-claims-files" data-testid="claim-files">
      {items.length === 0 && readOnly && <Typography.Text type="secondary">{t('claims.record.noFiles')}</Typography.Text>}
      {items.map((f) => (
        <div key={f.uid} className="sb-claims-file" data-testid="claim-file" data-status={f.status}>
          <PaperClipOutlined />
          <span className="sb-claims-file-name">{f.url ? <a href={f.url} target="_blank" rel="noreferrer">{f.name}</a> : f.name}</span>
          {readOnly ? (
            <span>
              {t(`claims.fileTypes.${f.type}`)}
              {f.surveyor ? ` · ${f.surveyor}` : ''}
            </span>
          ) : (
            <>
              <Select
                size="small"
                value={f.type}
                style={{ minWidth: 150 }}
                aria-label={t('claims.edit.fileType')}
                onChange={(type: TClaimFileType) => patch(f.uid, { type })}
                options={CLAIM_FILE_TYPES.map((v) => ({ value: v, label: t(`claims.fileTypes.${v}`) }))}
                data-testid="claim-file-type"
              />
              {f.type === 'surveyor_report' && (
                <Input size="small" style={{ width: 120 }} maxLength={60} placeholder="SGS, CCIC …" aria-label={t('claims.fields.surveyor')} value={f.surveyor ?? ''} onChange={(e) => patch(f.uid, { surveyor: e.target.value })} />
              )}
              <Button size="small" type="text" icon={<DeleteOutlined />} aria-label={t('claims.edit.remove')} onClick={() => onChange?.(items.filter((x) => x.uid !== f.uid))} />
            </>
          )}
          {f.status === 'uploading' && <Progress percent={f.percent} size="small" style={{ width: 120 }} />}
          {f.status === 'error' && <Typography.Text type="danger">{f.error}</Typography.Text>}
        </div>
      ))}
      {!readOnly && onPick && items.length < CLAIM_FILES_MAX && (
        <div>
          <Button icon={<PaperClipOutlined />} onClick={() => input.current?.click()} data-testid="claim-file-add">
            {t('claims.edit.addFile')}
          </Button>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            accept={ACCEPT}
            data-testid="claim-file-input"
            onChange={(e) => {
              const files = Array.from(e.target.files ?? []);
              e.target.value = '';
              if (files.length) onPick?.(files);
            }}
          />
        </div>
      )}
    </div>
  );
}
