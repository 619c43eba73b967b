/** Staff add one event to a shipment's tracking timeline (time in their own zone, event, place, container). */
import { useState } from 'react';
import { Alert, Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SHIPMENT_EVENT_CODES, SHIPMENT_LIMITS, ZShipmentEventInput, type TShipment, type TShipmentEventCode } from '@scrapbridge/domain/orders/shipment';
import { toast } from '#lib/toast.ts';
import { useZodForm } from '#lib/zod-form.ts';
import { AppDialog } from '#components/app-dialog.tsx';
import { useShipmentWrite } from '../api/shipments-api.ts';
import { localInputToIso, nowLocalInput } from '../lib/shipment-view.ts';

type TProps = { open: boolean; onClose: () => void; shipment: TShipment };
type TDraft = { occurredAt: string; code: TShipmentEventCode; location: string; description: string; containerNo: string };

export function TrackingEventDialog(props: TProps) {
  const { t } = useTranslation();
  return (
    <AppDialog open={props.open} onClose={props.onClose} title={t('shipments.web.addEvent')}>
      <EventForm {...props} />
    </AppDialog>
  );
}

function EventForm({ onClose, shipment }: TProps) {
  const { t } = useTranslation();
  const write = useShipmentWrite();
  const [draft, setDraft] = useState<TDraft>(() => ({ occurredAt: nowLocalInput(), code: 'gate_in', location: '', description: '', containerNo: '' }));
  const { errors, check, refuse, touch, item } = useZodForm();
  const set = (patch: Partial<TDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    touch(...Object.keys(patch));
  };

  const submit = () => {
    const body = { ...draft, occurredAt: localInputToIso(draft.occurredAt) };
    if (!check(ZShipmentEventInput, body)) return;
    write.mutate(
      { kind: 'addEvent', shipmentId: shipment.shipmentId, body },
      {
        onSuccess: () => {
          void toast('success', t('shipments.web.eventAdded'));
          onClose();
        },
        onError: (e) => {
          refuse(e);
        },
      },
    );
  };


  return (
    <Form layout="vertical" component="div" data-testid="event-form">
      {errors.form && <Alert type="error" showIcon title={errors.form} className="sb-ship-alert" />}
      <Form.Item label={t('shipments.fields.occurredAt')} {...item('occurredAt')} extra={t('shipments.web.localTime')}>
        <Input type="datetime-local" value={draft.occurredAt} onChange={(e) => set({ occurredAt: e.target.value })} data-testid="event-time" />
      </Form.Item>
      <Form.Item label={t('shipments.fields.code')} {...item('code')}>
        <Select value={draft.code} onChange={(v) => set({ code: v })} options={SHIPMENT_EVENT_CODES.map((c) => ({ value: c, label: t(`shipments.events.${c}`) }))} data-testid="event-code" />
      </Form.Item>
      <Form.Item label={t('shipments.fields.location')} {...item('location')}>
        <Input value={draft.location} maxLength={SHIPMENT_LIMITS.locationMax} onChange={(e) => set({ location: e.target.value })} data-testid="event-location" />
      </Form.Item>
      <Form.Item label={t('shipments.fields.description')} {...item('description')}>
        <Input.TextArea value={draft.description} maxLength={SHIPMENT_LIMITS.descriptionMax} autoSize={{ minRows: 2, maxRows: 5 }} onChange={(e) => set({ description: e.target.value })} />
      </Form.Item>
      {shipment.containers.length > 0 && (
        <Form.Item label={t('shipments.fields.containerNo')} {...item('containerNo')}>
          <Select
            allowClear
            value={draft.containerNo || undefined}
            onChange={(v) => set({ containerNo: v ?? '' })}
            options={shipment.containers.map((c) => ({ value: c.containerNo, label: c.containerNo }))}
            data-testid="event-container"
          />
        </Form.Item>
      )}
      <div className="sb-ship-form-actions">
        <Button onClick={onClose}>{t('shipments.web.cancel')}</Button>
        <Button type="primary" onClick={submit} loading={write.isPending} data-testid="event-save">
          {t('shipments.web.save')}
        </Button>
      </div>
    </Form>
  );
}
