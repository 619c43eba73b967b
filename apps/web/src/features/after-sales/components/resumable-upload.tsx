/**
 * Large claim files (issue 15 item 5; §5 and §9: 500 MB each, 50 files and 1024 MB per claim): each picked file goes up
 * resumably (lib/resumable-upload.ts, the tus protocol) with its own progress bar, pause / resume, retry after a failure
 * and its own error; the limits and what the claim already holds are shown above the button. A file over a limit is
 * refused here at once, and the server checks the same limits before it stores a byte. `onUploaded` gets each stored
 * file once its type has been read from the bytes.
 */
import { useEffect, useRef, useState } from 'react';
import { Button, Progress, Typography } from 'antd';
import { CloseOutlined, CloudUploadOutlined, PauseOutlined, CaretRightOutlined, RedoOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { resumableUploadsRoutes } from '@scrapbridge/domain/contract/routes/resumable-uploads';
import { CLAIM_FILE_ACCEPT, CLAIM_FILE_MAX_BYTES, CLAIM_MAX_FILES, CLAIM_MAX_TOTAL_BYTES, formatBytes } from '@scrapbridge/domain/after-sales/claim-files';
import { routeQuery } from '#lib/route-client.ts';
import { startResumableUpload, type TResumableFile, type TResumableHandle } from '../lib/resumable-upload.ts';
import './resumable-upload.css';

const MB = 1024 * 1024;

type TItem = {
  uid: string;
  file: File;
  state: 'uploading' | 'paused' | 'finishing' | 'done' | 'failed';
  sent: number;
  error?: string;
};

export function ResumableUpload(props: { contractId: string; claimId?: string | null; onUploaded: (file: TResumableFile) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const handles = useRef(new Map<string, TResumableHandle>());
  const [items, setItems] = useState<TItem[]>([]);
  const limitsQuery = routeQuery(resumableUploadsRoutes.limits, { query: { purpose: 'claim', contractId: props.contractId, ...(props.claimId ? { claimId: props.claimId } : {}) } }, { quiet: true });
  const limits = useQuery({ ...limitsQuery, staleTime: 0 });
  // Leaving the page pauses what is still going up; picking the same file again later resumes it.
  useEffect(() => {
    const all = handles.current;
    return () => all.forEach((h) => h.pause());
  }, []);

  const patch = (uid: string, p: Partial<TItem>) => setItems((old) => old.map((i) => (i.uid === uid ? { ...i, ...p } : i)));

  const begin = (item: TItem) => {
    const handle = startResumableUpload(item.file, { contractId: props.contractId, claimId: props.claimId }, {
      onProgress: (sent) => patch(item.uid, { sent, state: 'uploading' }),
      onFinishing: () => patch(item.uid, { state: 'finishing' }),
      onDone: (file) => {
        patch(item.uid, { state: 'done', sent: item.file.size });
        handles.current.delete(item.uid);
        void queryClient.invalidateQueries({ queryKey: limitsQuery.queryKey });
        props.onUploaded(file);
      },
      onError: (message) => patch(item.uid, { state: 'failed', error: message ?? t('claimFiles.upload.uploadFailed') }),
    });
    handles.current.set(item.uid, handle);
  };

  const pick = (files: File[]) => {
    const usedFiles = (limits.data?.usedFiles ?? 0) + items.filter((i) => i.state !== 'failed' && i.state !== 'done').length;
    let usedBytes = (limits.data?.usedBytes ?? 0) + items.filter((i) => i.state !== 'failed' && i.state !== 'done').reduce((a, i) => a + i.file.size, 0);
    const added: TItem[] = [];
    files.forEach((file, n) => {
      const item: TItem = { uid: `${Date.now()}-${n}-${Math.random().toString(36).slice(2)}`, file, state: 'uploading', sent: 0 };
      // The server refuses the same, before a byte is stored; saying it here spares the wait.
      if (file.size > CLAIM_FILE_MAX_BYTES) Object.assign(item, { state: 'failed', error: t('claimFiles.upload.tooLarge', { fileName: file.name, maxMb: CLAIM_FILE_MAX_BYTES / MB }) });
      else if (usedFiles + added.filter((a) => a.state !== 'failed').length + 1 > CLAIM_MAX_FILES) Object.assign(item, { state: 'failed', error: t('claimFiles.upload.tooMany', { max: CLAIM_MAX_FILES }) });
      else if (usedBytes + file.size > CLAIM_MAX_TOTAL_BYTES) Object.assign(item, { state: 'failed', error: t('claimFiles.upload.totalTooLarge', { maxMb: CLAIM_MAX_TOTAL_BYTES / MB }) });
      else usedBytes += file.size;
      added.push(item);
    });
    setItems((old) => [...old, ...added]);
    added.filter((i) => i.state === 'uploading').forEach(begin);
  };

  const pause = (uid: string) => {
    handles.current.get(uid)?.pause();
    patch(uid, { state: 'paused' });
  };
  const resume = (uid: string) => {
    patch(uid, { state: 'uploading', error: undefined });
    const h = handles.current.get(uid);
    if (h) h.resume();
  };
  const retry = (item: TItem) => {
    patch(item.uid, { state: 'uploading', error: undefined });
    begin({ ...item, state: 'uploading', error: undefined });
  };
  const remove = (item: TItem) => {
    const h = handles.current.get(item.uid);
    handles.current.delete(item.uid);
    setItems((old) => old.filter((i) => i.uid !== item.uid));
    if (h && item.state !== 'done') void h.cancel().then(() => queryClient.invalidateQueries({ queryKey: limitsQuery.queryKey }));
  };

  const stateText = (i: TItem) =>
    i.state === 'failed' ? t('claimFiles.upload.failed') : t(`claimFiles.upload.${i.state === 'finishing' ? 'finishing' : i.state === 'paused' ? 'paused' : i.state === 'done' ? 'done' : 'uploading'}`);

  return (
    <div className="sb-resumable" data-testid="resumable-upload">
      <Typography.Paragraph type="secondary" className="sb-resumable-limits" data-testid="resumable-limits">
        {t('claimFiles.upload.limits', {
          maxFileMb: CLAIM_FILE_MAX_BYTES / MB,
          maxFiles: CLAIM_MAX_FILES,
          maxTotalMb: CLAIM_MAX_TOTAL_BYTES / MB,
          usedFiles: limits.data?.usedFiles ?? 0,
          used: formatBytes(limits.data?.usedBytes ?? 0),
        })}
      </Typography.Paragraph>
      {items.map((i) => {
        const percent = i.file.size > 0 ? Math.floor((i.sent / i.file.size) * 100) : 100;
        return (
          <div key={i.uid} className="sb-resumable-item" data-testid="resumable-item" data-state={i.state}>
            <div className="sb-resumable-row">
              <span className="sb-resumable-name" title={i.file.name}>
                {i.file.name}
              </span>
              <span className="sb-resumable-size">{t('claimFiles.upload.progress', { sent: formatBytes(i.sent), total: formatBytes(i.file.size) })}</span>
              <span className="sb-resumable-state">{stateText(i)}</span>
              <span className="sb-resumable-actions">
                {i.state === 'uploading' && <Button size="small" type="text" icon={<PauseOutlined />} aria-label={t('claimFiles.upload.pause')} title={t('claimFiles.upload.pause')} onClick={() => pause(i.uid)} data-testid="resumable-pause" />}
                {i.state === 'paused' && <Button size="small" type="text" icon={<CaretRightOutlined />} aria-label={t('claimFiles.upload.resume')} title={t('claimFiles.upload.resume')} onClick={() => resume(i.uid)} data-testid="resumable-resume" />}
                {i.state === 'failed' && i.file.size <= CLAIM_FILE_MAX_BYTES && (
                  <Button size="small" type="text" icon={<RedoOutlined />} aria-label={t('claimFiles.upload.retry')} title={t('claimFiles.upload.retry')} onClick={() => retry(i)} data-testid="resumable-retry" />
                )}
                {i.state !== 'done' && <Button size="small" type="text" icon={<CloseOutlined />} aria-label={t('claimFiles.upload.cancel')} title={t('claimFiles.upload.cancel')} onClick={() => remove(i)} data-testid="resumable-cancel" />}
              </span>
            </div>
            {i.state !== 'done' && (
              <Progress
                percent={percent}
                size="small"
                status={i.state === 'failed' ? 'exception' : i.state === 'finishing' ? 'active' : i.state === 'paused' ? 'normal' : 'active'}
                data-testid="resumable-progress"
              />
            )}
            {i.error && (
              <Typography.Text type="danger" className="sb-resumable-error" data-testid="resumable-error">
                {i.error}
              </Typography.Text>
            )}
          </div>
        );
      })}
      <Button icon={<CloudUploadOutlined />} disabled={props.disabled} onClick={() => input.current?.click()} data-testid="resumable-add">
        {t('claimFiles.upload.choose')}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={CLAIM_FILE_ACCEPT}
        data-testid="resumable-input"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (files.length) pick(files);
        }}
      />
      <Typography.Paragraph type="secondary" className="sb-resumable-note">
        {t('claimFiles.upload.resumesNote')}
      </Typography.Paragraph>
    </div>
  );
}
