/**
 * "Read from photo" for container markings (issue 17 item 2: "offered as suggestions when staff add containers and
 * when a buyer enters arrival seals for a claim"): one photo of the door or the packing goes to the OCR route, and
 * what it finds — container numbers whose ISO 6346 check digit holds, size-type codes, seal numbers — appears as
 * buttons with their confidence. Nothing is filled until the user clicks one. Shared by the staff container form
 * (orders) and the claim evidence panel (after-sales).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Typography, Upload } from 'antd';
import { CameraOutlined } from '@ant-design/icons';
import { aiOcrRoutes } from '@scrapbridge/domain/contract/routes/ai-ocr';
import type { TContainerPhotoReading, TOcrPurpose } from '@scrapbridge/domain/ai-tools/ocr';
import { uploadRoute } from '#lib/route-client.ts';
import './container-photo-reader.css';

type TProps = {
  purpose: TOcrPurpose;
  /** Offered only when given: the claim panel takes seals alone. */
  onContainerNo?: (containerNo: string) => void;
  onSealNo?: (sealNo: string) => void;
  testId: string;
  size?: 'small' | 'middle';
};

const PICTURES = 'image/jpeg,image/png,image/webp,image/gif,image/bmp';

export function ContainerPhotoReader({ purpose, onContainerNo, onSealNo, testId, size = 'middle' }: TProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [reading, setReading] = useState<TContainerPhotoReading | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const pct = (c: number) => t('aiTools.ocr.confidence', { pct: Math.round(c * 100) });

  const read = async (file: File) => {
    setBusy(true);
    setFailure(null);
    const form = new FormData();
    form.append('purpose', purpose);
    form.append('file', file, file.name);
    const res = await uploadRoute(aiOcrRoutes.containerPhoto, {}, form);
    setBusy(false);
    if (res.success) setReading(res.data);
    else {
      setReading(null);
      setFailure(res.msg);
    }
  };

  const containers = onContainerNo ? (reading?.containers ?? []) : [];
  const seals = onSealNo ? (reading?.seals ?? []) : [];
  const found = containers.length + seals.length + (onContainerNo ? (reading?.sizeTypes.length ?? 0) : 0) > 0;

  return (
    <div className="sb-ocr-reader" data-testid={testId}>
      <Upload
        accept={PICTURES}
        showUploadList={false}
        beforeUpload={(file) => {
          void read(file);
          return false;
        }}
      >
        <Button size={size} icon={<CameraOutlined />} loading={busy} data-testid={`${testId}-pick`}>
          {t(busy ? 'aiTools.ocr.reading' : 'aiTools.ocr.readPhoto')}
        </Button>
      </Upload>
      {failure && <Alert type="warning" showIcon title={failure} data-testid={`${testId}-failed`} />}
      {reading && !found && <Alert type="info" showIcon title={t('aiTools.ocr.nothing')} data-testid={`${testId}-nothing`} />}
      {containers.length > 0 && (
        <div className="sb-ocr-row">
          <Typography.Text type="secondary">{t('aiTools.ocr.containerNos')}</Typography.Text>
          {containers.map((c) => (
            <Button key={c.containerNo} size="small" onClick={() => onContainerNo?.(c.containerNo)} title={pct(c.confidence)} data-testid={`${testId}-container`}>
              {c.containerNo} <Typography.Text type="secondary">{pct(c.confidence)}</Typography.Text>
            </Button>
          ))}
        </div>
      )}
      {onContainerNo && reading && reading.sizeTypes.length > 0 && (
        <div className="sb-ocr-row">
          <Typography.Text type="secondary">{t('aiTools.ocr.sizeTypes')}</Typography.Text>
          {reading.sizeTypes.map((s) => (
            <Typography.Text key={s.code} data-testid={`${testId}-size-type`}>
              {t('aiTools.ocr.sizeType', { code: s.code, feet: s.lengthFt, hc: s.highCube ? t('aiTools.ocr.highCube') : '' })}
            </Typography.Text>
          ))}
        </div>
      )}
      {seals.length > 0 && (
        <div className="sb-ocr-row">
          <Typography.Text type="secondary">{t('aiTools.ocr.seals')}</Typography.Text>
          {seals.map((s) => (
            <Button key={s.sealNo} size="small" onClick={() => onSealNo?.(s.sealNo)} title={pct(s.confidence)} data-testid={`${testId}-seal`}>
              {s.sealNo} <Typography.Text type="secondary">{pct(s.confidence)}</Typography.Text>
            </Button>
          ))}
        </div>
      )}
      {reading && (
        <Typography.Text type="secondary" className="sb-ocr-text" data-testid={`${testId}-text`}>
          {t('aiTools.ocr.readText', { text: reading.lines.map((l) => l.text).join(' · ') })}
        </Typography.Text>
      )}
    </div>
  );
}
