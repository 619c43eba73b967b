/** The §9 review clock of one waiting row: time left (working time) or how long it is overdue. */
import { Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { clockText, reviewClock, type TClockState } from '../lib/review-clock.ts';

const COLORS: Record<TClockState, string> = { waiting: 'green', dueSoon: 'orange', overdue: 'red' };

export function ReviewClockTag({ dueAt, now }: { dueAt: string; now: Date }) {
  const { t } = useTranslation();
  const clock = reviewClock(dueAt, now);
  return (
    <Tooltip title={t('staff.clock.dueAt', { time: dayjs(dueAt).format('YYYY-MM-DD HH:mm') })}>
      <Tag color={COLORS[clock.state]} data-testid="review-clock" data-state={clock.state}>
        {clockText(t, clock)}
      </Tag>
    </Tooltip>
  );
}
