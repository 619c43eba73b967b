/**
 * A line's pictures and videos in the publish form: previews (pictures, and mp4 videos with controls), an upload
 * progress bar per file, reorder (the first picture is the cover), set as cover, remove, and the picker (click, or
 * drop files on it). The page decides what may be uploaded and runs the uploads (`onPick`); this control only
 * shows the list and edits its order (antd Form passes value / onChange).
 */
import { useRef, useState, type DragEvent } from 'react';
import { Button, Progress, Tooltip } from 'antd';
import { DeleteOutlined, LeftOutlined, PlusOutlined, RightOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MEDIA_ACCEPT, moveItem } from '../lib/media-rules.ts';
import type { TMediaItem } from '../lib/form-model.ts';

type TProps = {
  value?: TMediaItem[];
  onChange?: (next: TMediaItem[]) => void;
  onPick: (files: File[]) => void;
  onRemove?: (item: TMediaItem) => void;
  testId: string;
  /** For the picker's label (which line it adds to). */
  label: string;
};

export function MediaField({ value = [], onChange, onPick, onRemove, testId, label }: TProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const coverUid = value.find((m) => m.kind === 'image' && m.status !== 'error')?.uid;

  const setCover = (index: number) => {
    const item = value[index];
    if (!item) return;
    onChange?.([item, ...value.filter((_, i) => i !== index)]);
  };
  const remove = (index: number) => {
    const item = value[index];
    if (item) onRemove?.(item);
    onChange?.(value.filter((_, i) => i !== index));
  };
  const onDrop = (e: DragEvent<HTMLElement>) => {
    e.preventDefault();
    setDragging(false);
    const files = Array.from(e.dataTransfer.files);
    if (files.length) onPick(files);
  };

  return (
    <div className="sb-media" data-testid={testId}>
      <ul className="sb-media-list">
        {value.map((m, i) => (
          <li key={m.uid} className={`sb-media-tile is-${m.status}`} data-testid="media-tile" data-status={m.status}>
            <div className="sb-media-preview">
              {m.kind === 'video' ? (
                m.url ? <video src={m.url} controls={m.status === 'done'} muted playsInline preload="metadata" aria-label={m.name} /> : null
              ) : m.url ? (
                <img src={m.url} alt={m.name} />
              ) : null}
              {m.uid === coverUid && <span className="sb-media-cover">{t('listings.publish.cover')}</span>}
              {m.kind === 'video' && <span className="sb-media-kind">{t('listings.card.video')}</span>}
            </div>
            {m.status === 'uploading' && (
              <Progress percent={m.percent} size="small" status="active" aria-label={t('listings.upload.uploading', { percent: m.percent })} />
            )}
            {m.status === 'error' && (
              <p className="sb-media-error" role="alert">
                {m.error ?? t('listings.upload.failed')}
              </p>
            )}
            <div className="sb-media-tools">
              <Tooltip title={t('listings.publish.moveEarlier')}>
                <Button size="small" type="text" icon={<LeftOutlined />} disabled={i === 0} aria-label={t('listings.publish.moveEarlier')} onClick={() => onChange?.(moveItem(value, i, -1))} />
              </Tooltip>
              {m.kind === 'image' && m.status === 'done' && (
                <Tooltip title={t('listings.publish.setCover')}>
                  <Button
                    size="small"
                    type="text"
                    icon={m.uid === coverUid ? <StarFilled /> : <StarOutlined />}
                    aria-label={t('listings.publish.setCover')}
                    aria-pressed={m.uid === coverUid}
                    onClick={() => setCover(i)}
                  />
                </Tooltip>
              )}
              <Tooltip title={t('listings.publish.moveLater')}>
                <Button
                  size="small"
                  type="text"
                  icon={<RightOutlined />}
                  disabled={i === value.length - 1}
                  aria-label={t('listings.publish.moveLater')}
                  onClick={() => onChange?.(moveItem(value, i, 1))}
                />
              </Tooltip>
              <Tooltip title={t('listings.publish.removeFile')}>
                <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('listings.publish.removeFile')} onClick={() => remove(i)} data-testid="media-remove" />
              </Tooltip>
            </div>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={`sb-media-add${dragging ? ' is-dragging' : ''}`}
            onClick={() => input.current?.click()}
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            aria-label={label}
          >
            <PlusOutlined />
            <span>{t('listings.upload.choose')}</span>
          </button>
          <input
            ref={input}
            type="file"
            multiple
            accept={MEDIA_ACCEPT}
            hidden
            data-testid={`${testId}-input`}
            onChange={(e) => {
              const files = Array.from(e.target.files ?? []);
              e.target.value = '';
              if (files.length) onPick(files);
            }}
          />
        </li>
      </ul>
    </div>
  );
}
