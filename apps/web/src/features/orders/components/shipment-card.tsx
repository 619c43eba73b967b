/**
 * One shipment of a contract: BL and booking numbers, vessel, ports, ETD/ETA, the §4 status steps (loaded → arrived
 * at port → received/delivered), the telex release, the containers and the tracking timeline. Staff also get the
 * shipment's actions (edit and status, containers, events, CSV import, telex release).
 */
import { useState } from 'react';
import { Button, Card, Popconfirm, Space, Steps, Tag } from 'antd';
import { CloudDownloadOutlined, CloudUploadOutlined, EditOutlined, FileDoneOutlined, PlusOutlined, ScheduleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TShipment, TShipmentContainer } from '@scrapbridge/domain/orders/shipment';
import { formatDay, useLang } from '#lib/lang-text.ts';
import { toast } from '#lib/toast.ts';
import { useContractShipments, useRefreshTracking, useShipmentWrite } from '../api/shipments-api.ts';
import { eventTimeText, SHIPMENT_STEPS, stepsState } from '../lib/shipment-view.ts';
import { ContainerFormDialog } from './container-form-dialog.tsx';
import { ContainerList } from './container-list.tsx';
import { ShipmentFormDialog } from './shipment-form-dialog.tsx';
import { TrackingEventDialog } from './tracking-event-dialog.tsx';
import { TrackingImportDialog } from './tracking-import-dialog.tsx';
import { TrackingTimeline } from './tracking-timeline.tsx';

type TDialog = { kind: 'edit' } | { kind: 'container'; container?: TShipmentContainer } | { kind: 'event' } | { kind: 'import' } | null;

export function ShipmentCard({ shipment: s, index, mode }: { shipment: TShipment; index: number; mode: 'party' | 'staff' }) {
  const { t } = useTranslation();
  const lang = useLang();
  const write = useShipmentWrite();
  const refresh = useRefreshTracking();
  // The panel's own query (same key, so no second request): it says to staff whether a carrier can be asked.
  const trackingProvider = useContractShipments(s.contractId).data?.trackingProvider;
  const carrierTracking = mode === 'staff' && !!trackingProvider && trackingProvider !== 'none';
  const [dialog, setDialog] = useState<TDialog>(null);
  const staff = mode === 'staff';
  const steps = stepsState(s.status);
  const close = () => setDialog(null);

  const facts: [string, string | null][] = [
    ['bookingNo', s.bookingNo],
    ['carrier', s.carrier],
    ['vessel', s.vessel],
    ['portOfLoading', s.portOfLoading],
    ['portOfDischarge', s.portOfDischarge],
    ['etd', s.etd ? formatDay(s.etd, lang) : null],
    ['eta', s.eta ? formatDay(s.eta, lang) : null],
  ];

  const telex = () =>
    write.mutate({ kind: 'telexRelease', shipmentId: s.shipmentId }, { onSuccess: () => void toast('success', t('shipments.web.telexDone')) });
  const fetchCarrier = () =>
    refresh.mutate(
      { shipmentId: s.shipmentId },
      {
        onSuccess: (r) => {
          const lines = [
            t('shipments.web.fetchedCarrier', { added: r.added, skipped: r.skipped }),
            ...(r.statusTo !== r.statusFrom ? [t('shipments.web.fetchedStatus', { status: t(`shipments.status.${r.statusTo}`) })] : []),
            ...(r.etaUpdated ? [t('shipments.web.fetchedEta')] : []),
          ];
          void toast('success', lines.join(' · '));
        },
      },
    );
  const removeBox = (c: TShipmentContainer) =>
    write.mutateAsync({ kind: 'removeContainer', containerId: c.containerId }).then(() => toast('success', t('shipments.web.removed')));

  return (
    <Card
      className="sb-ship-card"
      data-testid="shipment-card"
      title={
        <div className="sb-ship-card-title">
          <span className="sb-ship-muted">{t('shipments.web.shipmentNo', { n: index + 1 })}</span>
          <span className="sb-ship-bill" data-testid="shipment-bill">
            {s.billNo ? `${t('shipments.fields.billNo')} ${s.billNo}` : t('shipments.web.noBill')}
          </span>
        </div>
      }
      extra={
        <Space wrap size={4}>
          <Tag color={s.status === 'delivered' ? 'green' : s.status === 'booked' ? 'default' : 'blue'} data-testid="shipment-status">
            {t(`shipments.status.${s.status}`)}
          </Tag>
          <Tag
            color={s.telexReleased ? 'green' : 'default'}
            title={s.telexReleasedAt ? t('shipments.web.telexReleasedAt', { time: eventTimeText(s.telexReleasedAt, lang) }) : undefined}
            data-testid="shipment-telex"
          >
            {t(s.telexReleased ? 'shipments.web.telexReleased' : 'shipments.web.telexPending')}
          </Tag>
        </Space>
      }
    >
      <dl className="sb-ship-facts">
        {facts.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`shipments.fields.${key}`)}</dt>
            <dd data-testid={`shipment-fact-${key}`}>{value || '—'}</dd>
          </div>
        ))}
      </dl>

      <Steps
        className="sb-ship-steps"
        size="small"
        responsive
        current={steps.current}
        items={SHIPMENT_STEPS.map((step, i) => ({ title: t(`shipments.status.${step}`), status: steps.items[i] }))}
        data-testid="shipment-steps"
      />

      {staff && (
        <Space wrap className="sb-ship-actions">
          <Button icon={<EditOutlined />} onClick={() => setDialog({ kind: 'edit' })} data-testid="shipment-edit">
            {t('shipments.web.editShipment')}
          </Button>
          <Button icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'container' })} data-testid="shipment-add-container">
            {t('shipments.web.addContainer')}
          </Button>
          <Button icon={<ScheduleOutlined />} onClick={() => setDialog({ kind: 'event' })} data-testid="shipment-add-event">
            {t('shipments.web.addEvent')}
          </Button>
          <Button icon={<CloudUploadOutlined />} onClick={() => setDialog({ kind: 'import' })} data-testid="shipment-import">
            {t('shipments.web.importCsv')}
          </Button>
          {carrierTracking && (
            <Button icon={<CloudDownloadOutlined />} loading={refresh.isPending} onClick={fetchCarrier} data-testid="shipment-fetch-carrier">
              {t('shipments.web.fetchCarrier')}
            </Button>
          )}
          {!s.telexReleased && (
            <Popconfirm
              title={t('shipments.web.confirmTelex', { billNo: s.billNo ?? '—' })}
              okText={t('shipments.web.releaseTelex')}
              cancelText={t('shipments.web.cancel')}
              onConfirm={telex}
            >
              <Button icon={<FileDoneOutlined />} loading={write.isPending && write.variables?.kind === 'telexRelease'} data-testid="shipment-telex-release">
                {t('shipments.web.releaseTelex')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      )}

      <section className="sb-ship-section">
        <h3>{t('shipments.web.containersTitle', { count: s.containers.length })}</h3>
        <ContainerList
          containers={s.containers}
          totalNetWeight={s.totalNetWeight}
          {...(staff ? { onEdit: (c: TShipmentContainer) => setDialog({ kind: 'container', container: c }), onRemove: removeBox } : {})}
        />
      </section>

      <section className="sb-ship-section">
        <h3>{t('shipments.web.timelineTitle')}</h3>
        <TrackingTimeline events={s.events} />
      </section>

      {staff && (
        <>
          <ShipmentFormDialog open={dialog?.kind === 'edit'} onClose={close} contractId={s.contractId} shipment={s} />
          <ContainerFormDialog open={dialog?.kind === 'container'} onClose={close} shipmentId={s.shipmentId} container={dialog?.kind === 'container' ? dialog.container : undefined} />
          <TrackingEventDialog open={dialog?.kind === 'event'} onClose={close} shipment={s} />
          <TrackingImportDialog open={dialog?.kind === 'import'} onClose={close} shipment={s} />
        </>
      )}
    </Card>
  );
}
