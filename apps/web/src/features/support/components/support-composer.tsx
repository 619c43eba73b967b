/**
 * Writing to the other side: text, attachments (uploaded as they are chosen, sent with the message) and, on the
 * user's page, the subject the link carried (removable). Ctrl/⌘+Enter sends.
 */
import { useRef, useState } from 'react';
import { Button, Input, Tag } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SUPPORT_FILE_ACCEPT, SUPPORT_LIMITS, type TSupportContext, type TSupportFile } from '@scrapbridge/domain/support/support';
import { uploadSupportFile } from '../api/support-api.ts';
import { contextLabel } from '../lib/support-format.ts';

export function SupportComposer(props: {
  text: string;
  onText: (text: string) => void;
  context?: TSupportContext | null;
  onDropContext?: () => void;
  placeholder: string;
  sendLabel: string;
  sending: boolean;
  onSend: (input: { text: string; files: TSupportFile[] }) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<TSupportFile[]>([]);
  const [uploading, setUploading] = useState(0);
  const picker = useRef<HTMLInputElement>(null);

  const choose = async (list: FileList | null) => {
    const chosen = [...(list ?? [])].slice(0, Math.max(0, SUPPORT_LIMITS.filesPerMessage - files.length));
    if (picker.current) picker.current.value = '';
    setUploading((n) => n + chosen.length);
    for (const file of chosen) {
      const res = await uploadSupportFile(file);
      setUploading((n) => n - 1);
      if (res.success) setFiles((old) => [...old, res.data]);
    }
  };

  const canSend = !props.sending && uploading === 0 && (props.text.trim() !== '' || files.length > 0);
  const send = async () => {
    if (!canSend) return;
    if (await props.onSend({ text: props.text, files })) setFiles([]);
  };

  return (
    <div className="sb-support-composer" data-testid="support-composer">
      {(props.context || files.length > 0 || uploading > 0) && (
        <div className="sb-support-chips">
          {props.context && (
            <Tag
              color="green"
              closable={!!props.onDropContext}
              onClose={props.onDropContext}
              closeIcon={props.onDropContext ? <span aria-label={t('support.context.remove')}>×</span> : undefined}
              data-testid="support-context-chip"
            >
              {t('support.context.chip', { topic: contextLabel(props.context, t) })}
            </Tag>
          )}
          {files.map((f) => (
            <Tag
              key={f.fileId}
              closable
              onClose={() => setFiles((old) => old.filter((x) => x.fileId !== f.fileId))}
              closeIcon={<span aria-label={t('support.page.removeFile', { name: f.name })}>×</span>}
              data-testid="support-file-chip"
            >
              {f.name}
            </Tag>
          ))}
          {uploading > 0 && <Tag>{t('support.page.uploading')}</Tag>}
        </div>
      )}
      <Input.TextArea
        value={props.text}
        onChange={(e) => props.onText(e.target.value)}
        placeholder={props.placeholder}
        aria-label={props.placeholder}
        autoSize={{ minRows: 2, maxRows: 8 }}
        maxLength={SUPPORT_LIMITS.textMax}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void send();
        }}
        data-testid="support-text"
      />
      <div className="sb-support-actions">
        <input ref={picker} type="file" multiple hidden accept={SUPPORT_FILE_ACCEPT} onChange={(e) => void choose(e.target.files)} data-testid="support-file-input" />
        <Button icon={<PaperClipOutlined />} onClick={() => picker.current?.click()} disabled={files.length >= SUPPORT_LIMITS.filesPerMessage} title={t('support.page.attachHint')}>
          {t('support.page.attach')}
        </Button>
        <span className="sb-support-hint">{t('support.page.attachHint')}</span>
        <Button type="primary" onClick={() => void send()} disabled={!canSend} loading={props.sending} data-testid="support-send">
          {props.sendLabel}
        </Button>
      </div>
    </div>
  );
}
