/** A claim's clocks (notice window, seller answer in 2 working days, staff contact in 48 h) with their due times. */
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TClaimClock } from '@scrapbridge/domain/claims/claim';
import { clockStateText } from '../lib/claim-format.ts';

const COLORS = { met: 'green', due: 'blue', overdue: 'red', stopped: 'default' } as const;

export function ClaimClocks({ clock }: { clock: TClaimClock }) {
  const { t } = useTranslation();
  const parts = (['notice', 'answer', 'contact'] as const).filter((k) => clock[k] !== null);
  return (
    <div className="sb-claims-clocks" data-testid="claim-clocks">
      {parts.map((k) => {
        const p = clock[k]!;
        return (
          <span key={k} data-testid={`claim-clock-${k}`} data-state={p.state}>
            {t(`claims.clock.${k}`)} {dayjs(p.dueAt).format('YYYY-MM-DD HH:mm')} <Tag color={COLORS[p.state]}>{clockStateText(t, p)}</Tag>
          </span>
        );
      })}
    </div>
  );
}
