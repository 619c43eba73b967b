/**
 * The publish form's grade suggestion (issue 17 item 1: "wired into publishing: suggest the grade as photos are
 * added"): once a line's pictures are uploaded, the likeliest grade is offered with its confidence and a button; only
 * the seller's click applies it (never an automatic label). Other likely grades are offered the same way.
 */
import { Button, Space, Typography } from 'antd';
import { BulbOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TRecognitionCandidate } from '@scrapbridge/domain/ai-recognition/ai-recognition';
import { useIdentify } from './recognition-api.ts';
import './grade-suggestion.css';

type TProps = {
  /** Uploaded pictures of the line (file ids), in order. */
  fileIds: string[];
  /** The grade (or family) the line has now: the suggestion says so when it agrees. */
  chosen: number | undefined;
  onUse: (candidate: TRecognitionCandidate) => void;
  testId: string;
};

export function GradeSuggestion({ fileIds, chosen, onUse, testId }: TProps) {
  const { t, i18n } = useTranslation();
  const identified = useIdentify(fileIds, { quiet: true });
  const candidates = identified.data?.candidates ?? [];
  if (fileIds.length === 0 || candidates.length === 0) return null;
  const name = (c: TRecognitionCandidate) => (i18n.language.startsWith('zh') ? c.nameZh : c.nameEn);
  const pct = (c: TRecognitionCandidate) => `${Math.round(c.confidence * 100)}%`;
  const [top, ...others] = candidates;
  return (
    <div className="sb-grade-suggestion" data-testid={testId}>
      <Space wrap size={[8, 4]}>
        <BulbOutlined aria-hidden />
        <Typography.Text>
          {t('aiTools.suggest.suggested', { name: name(top!), confidence: pct(top!) })}
        </Typography.Text>
        {chosen === top!.categoryId ? (
          <Typography.Text type="success" data-testid={`${testId}-applied`}>
            {t('aiTools.suggest.inUse')}
          </Typography.Text>
        ) : (
          <Button size="small" type="primary" onClick={() => onUse(top!)} data-testid={`${testId}-use`}>
            {t('aiTools.suggest.use')}
          </Button>
        )}
        {others.map((c) => (
          <Button key={c.categoryId} size="small" type="link" onClick={() => onUse(c)} data-testid={`${testId}-other`}>
            {t('aiTools.suggest.other', { name: name(c), confidence: pct(c) })}
          </Button>
        ))}
      </Space>
    </div>
  );
}
