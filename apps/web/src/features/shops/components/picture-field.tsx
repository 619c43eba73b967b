/**
 * The company pictures of the shop form (§3 "company pictures (at least 1)"): previews, an upload progress bar per
 * picture, "use as cover" (the first picture is the shop's cover), remove, and the picker (click, or drop files on
 * it). The page screens and uploads what is picked (`onPick`); this control shows the list and edits its order
 * (antd Form passes value / onChange).
 */
import { Button, Tooltip } from 'antd';
import { DeleteOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ALLOWED_MIME } from '@scrapbridge/domain/media';
import { IMAGE_EXTENSIONS } from '@scrapbridge/domain/input-helpers';
import { UploadList } from '#components/upload-list.tsx';
import { moveToFront, type TPictureItem } from '../lib/shop-form.ts';

const ACCEPT = [...ALLOWED_MIME.picture, ...IMAGE_EXTENSIONS.map((e) => `.${e}`)].join(',');

type TProps = {
  value?: TPictureItem[];
  onChange?: (next: TPictureItem[]) => void;
  onPick: (files: File[]) => void;
  id?: string;
};

export function PictureField({ value = [], onChange, onPick, id }: TProps) {
  const { t } = useTranslation();
  return (
    <UploadList
      items={value}
      className="sb-pics"
      testId="shop-pictures"
      tileTestId="picture-tile"
      accept={ACCEPT}
      inputTestId="shop-pictures-input"
      {...(id ? { pickerId: id } : {})}
      pickerText={t('shops.apply.addPictures')}
      onPick={onPick}
      uploadingLabel={(percent) => t('shops.apply.uploading', { percent })}
      failedText={t('shops.apply.uploadFailed')}
      renderPreview={(p, i) => (
        <>
          {p.url && <img src={p.url} alt={p.name} />}
          {i === 0 && p.status !== 'error' && <span className="sb-upload-cover">{t('shops.apply.cover')}</span>}
        </>
      )}
      renderTools={(p, i) => (
        <>
          <Tooltip title={t('shops.apply.setCover')}>
            <Button
              size="small"
              type="text"
              icon={i === 0 ? <StarFilled /> : <StarOutlined />}
              disabled={i === 0 || p.status !== 'done'}
              aria-label={t('shops.apply.setCover')}
              aria-pressed={i === 0}
              onClick={() => onChange?.(moveToFront(value, i))}
            />
          </Tooltip>
          <Tooltip title={t('shops.apply.removePicture')}>
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('shops.apply.removePicture')}
              data-testid="picture-remove"
              onClick={() => onChange?.(value.filter((_, j) => j !== i))}
            />
          </Tooltip>
        </>
      )}
    />
  );
}
