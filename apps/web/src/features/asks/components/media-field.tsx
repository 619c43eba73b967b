/**
 * A line's pictures and videos in the publish form: previews (pictures, and mp4 videos with controls), an upload
 * progress bar per file, reorder (the first picture is the cover), set as cover, remove, and the picker (click, or
 * drop files on it), and "choose from album" (issue 16 item 3: photos already in the user's album join the list
 * as uploaded files, within the ask's 50-file cap). The page decides what may be uploaded and runs the uploads
 * (`onPick`); this control only shows the list and edits its order (antd Form passes value / onChange).
 */
import { Button, Form, Tooltip } from 'antd';
import { DeleteOutlined, LeftOutlined, RightOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MEDIA_MAX_FILES } from '@scrapbridge/domain/media';
import { AlbumPickerButton } from '#components/album-picker.tsx';
import { UploadList } from '#components/upload-list.tsx';
import { MEDIA_ACCEPT, moveItem } from '../lib/media-rules.ts';
import { allMedia, type TAskFormValues, type TMediaItem } from '../lib/form-model.ts';

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
  const coverUid = value.find((m) => m.kind === 'image' && m.status !== 'error')?.uid;
  // The cap counts every line's files (§5: 50 per ask).
  const details = Form.useWatch('details', { preserve: true }) as TAskFormValues['details'] | undefined;
  const room = Math.max(0, MEDIA_MAX_FILES - allMedia({ details: details ?? [] }).length);

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

  return (
    <div className="sb-media" data-testid={testId}>
      <UploadList
        items={value}
        className="sb-media-list"
        tileTestId="media-tile"
        accept={MEDIA_ACCEPT}
        inputTestId={`${testId}-input`}
        pickerText={t('listings.upload.choose')}
        pickerLabel={label}
        onPick={onPick}
        uploadingLabel={(percent) => t('listings.upload.uploading', { percent })}
        failedText={t('listings.upload.failed')}
        renderPreview={(m) => (
          <>
            {m.kind === 'video' ? (
              m.url ? <video src={m.url} controls={m.status === 'done'} muted playsInline preload="metadata" aria-label={m.name} /> : null
            ) : m.url ? (
              <img src={m.url} alt={m.name} />
            ) : null}
            {m.uid === coverUid && <span className="sb-upload-cover">{t('listings.publish.cover')}</span>}
            {m.kind === 'video' && <span className="sb-media-kind">{t('listings.card.video')}</span>}
          </>
        )}
        renderTools={(m, i) => (
          <>
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
          </>
        )}
      />
      <div className="sb-media-album">
        <AlbumPickerButton max={room} testId={`${testId}-album`} onPick={(photos) => onChange?.([...value, ...photos])} />
      </div>
    </div>
  );
}
