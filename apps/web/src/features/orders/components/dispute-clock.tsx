/** The two §9 clocks of a dispute as tags: "contact due in …" and "answer due in …", red once overdue. */
import { useEffect, useState } from 'react';
import { Space, Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TDispute } from '@scrapbridge/domain/orders/dispute';
import { CLOCK_COLORS, clockLook, clockText, type TClockPartView } from './dispute-clock-text.ts';

/** The current minute, so open pages count down. */
export function useMinute(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

/** `bare`: without the clock's name, under a column that says it already. */
export function DisputeClockTag({ kind, part, now, bare = false }: { kind: 'contact' | 'answer'; part: TClockPartView; now: Date; bare?: boolean }) {
  const { t } = useTranslation();
  const { look } = clockLook(part, now);
  const due = dayjs(part.dueAt).format('YYYY-MM-DD HH:mm');
  return (
    <Tooltip title={part.metAt ? t('operations.clock.metAt', { time: dayjs(part.metAt).format('YYYY-MM-DD HH:mm'), due }) : t('operations.clock.dueAt', { time: due })}>
      <Tag color={CLOCK_COLORS[look]} data-testid={`dispute-clock-${kind}`} data-state={look} className="sb-ops-clock">
        {bare ? clockText(t, part, now) : t('operations.clock.label', { kind: t(`operations.clock.${kind}`), text: clockText(t, part, now) })}
      </Tag>
    </Tooltip>
  );
}

export function DisputeClocks({ dispute, now }: { dispute: Pick<TDispute, 'clock'>; now: Date }) {
  return (
    <Space size={4} wrap>
      <DisputeClockTag kind="contact" part={dispute.clock.contact} now={now} />
      <DisputeClockTag kind="answer" part={dispute.clock.answer} now={now} />
    </Space>
  );
}
