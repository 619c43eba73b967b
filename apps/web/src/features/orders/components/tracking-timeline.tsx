/** The tracking timeline of a shipment (antd Timeline), newest first, times in the reader's zone and language. */
import { Empty, Tag, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TShipmentEvent } from '@scrapbridge/domain/orders/shipment';
import { useLang } from '#lib/lang-text.ts';
import { eventSourceKey, eventTimeText } from '../lib/shipment-view.ts';

/** The events that move the goods along the §4 steps stand out; the rest are grey. */
const COLORS: Partial<Record<TShipmentEvent['code'], string>> = {
  loaded: 'blue',
  departed: 'blue',
  arrived: 'green',
  released: 'green',
  telex_released: 'green',
  delivered: 'green',
};

export function TrackingTimeline({ events }: { events: readonly TShipmentEvent[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (events.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shipments.web.noEvents')} />;
  return (
    <Timeline
      className="sb-ship-timeline"
      data-testid="shipment-timeline"
      items={events.map((e) => ({
        key: e.eventId,
        color: COLORS[e.code] ?? 'gray',
        // The time sits above the event rather than in antd's title column, which would halve the width on a phone.
        content: (
          <div className="sb-ship-event" data-testid="shipment-event">
            <time className="sb-ship-event-time" dateTime={e.occurredAt}>
              {eventTimeText(e.occurredAt, lang)}
            </time>
            <div className="sb-ship-event-head">
              <strong>{t(`shipments.events.${e.code}`)}</strong>
              {e.location && <span className="sb-ship-muted"> · {e.location}</span>}
              {e.containerNo && <Tag className="sb-ship-event-box">{e.containerNo}</Tag>}
              {e.source !== 'staff' && <span className="sb-ship-muted sb-ship-source">{t(eventSourceKey(e.source))}</span>}
            </div>
            {e.description && <div className="sb-ship-event-text">{e.description}</div>}
          </div>
        ),
      }))}
    />
  );
}
