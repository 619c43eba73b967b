/**
 * One company document (§5 company step: business licence, optional card): jpeg, jpg, gif, bmp or png only
 * (IncorrectFileFormat), compressed in the browser to at most 6 MB when it is 10 MB or more, then uploaded with a
 * progress bar (POST /file/upload, fileType user_info). The field's value is the upload's fileId.
 */
import '../lib/accounts-catalog.ts';
import { useRef, useState } from 'react';
import { Button, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TUploadedFile } from '@scrapbridge/domain/media';
import { COMPANY_FILE_EXTENSIONS, companyFileNeedsCompression, isCompanyFileName } from '@scrapbridge/domain/verification';
import { toast } from '#lib/toast.ts';
import { compressImage } from '../lib/compress-image.ts';
import { uploadCompanyFile } from '../api/accounts-api.ts';

export const DOCUMENT_ACCEPT = COMPANY_FILE_EXTENSIONS.map((e) => `.${e}`).join(',');

type TPhase = 'idle' | 'compressing' | 'uploading';

type TProps = {
  name: 'businessLicense' | 'personalCard';
  label: string;
  value: TUploadedFile | null;
  onChange: (file: TUploadedFile | null) => void;
  error: string | undefined;
  /** Tells the form a problem of this field (wrong format, failed upload) so it shows under the field. */
  onError: (message: string | undefined) => void;
  /** True while compressing or uploading, so the form waits before submitting. */
  onBusy: (busy: boolean) => void;
};

export function DocumentUpload({ name, label, value, onChange, error, onError, onBusy }: TProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<TPhase>('idle');
  const [percent, setPercent] = useState(0);

  const busy = phase !== 'idle';
  const setBusy = (next: TPhase) => {
    setPhase(next);
    onBusy(next !== 'idle');
  };

  const wrongFormat = () => {
    const text = t('accounts.IncorrectFileFormat');
    void toast('warning', text);
    onError(text);
  };

  const pick = async (chosen: File | undefined) => {
    if (!chosen) return;
    if (!isCompanyFileName(chosen.name)) {
      wrongFormat();
      return;
    }
    onError(undefined);
    let file = chosen;
    try {
      if (companyFileNeedsCompression(chosen.size)) {
        setBusy('compressing');
        try {
          file = await compressImage(chosen);
        } catch {
          // The browser could not read it as a picture: whatever its name says, it is not an accepted format.
          wrongFormat();
          return;
        }
      }
      setPercent(0);
      setBusy('uploading');
      const result = await uploadCompanyFile(file, setPercent);
      if (result.success) onChange(result.data);
      else onError(result.fieldErrors?.[0]?.message ?? (result.transport ? t('accounts.upgrade.uploadFailed') : result.msg));
    } finally {
      setBusy('idle');
    }
  };

  return (
    <div className="sb-acc-doc" data-testid={`doc-${name}`} data-state={value ? 'done' : phase}>
      <div className="sb-acc-doc-body">
        {value ? (
          <a href={value.fileFullPath} target="_blank" rel="noreferrer" className="sb-acc-doc-thumb">
            <img src={value.fileFullPath} alt={label} />
          </a>
        ) : (
          <span className="sb-acc-doc-thumb sb-acc-doc-empty" aria-hidden="true">
            +
          </span>
        )}
        <div className="sb-acc-doc-side">
          <Button
            onClick={() => input.current?.click()}
            loading={busy}
            disabled={busy}
            aria-describedby={`doc-hint-${name}`}
            data-testid={`doc-${name}-button`}
          >
            {value ? t('accounts.upgrade.reupload') : t('accounts.upgrade.upload')}
          </Button>
          {value && !busy && (
            <Button type="link" danger onClick={() => onChange(null)} data-testid={`doc-${name}-remove`}>
              {t('accounts.upgrade.remove')}
            </Button>
          )}
          {value && <span className="sb-acc-doc-name">{value.fileName}</span>}
        </div>
      </div>
      {busy && (
        <div className="sb-acc-doc-progress" role="status" aria-live="polite">
          <span>{phase === 'compressing' ? t('accounts.upgrade.compressing') : t('accounts.upgrade.uploading')}</span>
          <Progress
            percent={phase === 'compressing' ? 0 : percent}
            size="small"
            status="active"
            data-testid={`doc-${name}-progress`}
          />
        </div>
      )}
      <input
        ref={input}
        type="file"
        hidden
        accept={DOCUMENT_ACCEPT}
        data-testid={`doc-${name}-input`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          // The same file chosen again after a removal must fire a change.
          e.target.value = '';
          void pick(file);
        }}
      />
      {error && (
        <div className="sb-acc-doc-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
