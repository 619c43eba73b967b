/**
 * Staff's booking form: a new shipment with its containers (each number checked with the ISO 6346 check digit as it
 * is typed), or an existing one's fields and status (a backward status asks for the correction box). Checked with
 * the domain schema before sending; the server's field errors land on the same fields.
 */
import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Select, type ButtonProps } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SHIPMENT_LIMITS, SHIPMENT_STATUSES, ZCreateShipmentRequest, ZUpdateShipmentRequest, type TShipment, type TShipmentStatus } from '@scrapbridge/domain/orders/shipment';
import { toast } from '#lib/toast.ts';
import { useZodForm } from '#lib/zod-form.ts';
import { AppDialog } from '#components/app-dialog.tsx';
import { useShipmentWrite, type TContainerDraftBody, type TShipmentDraftBody } from '../api/shipments-api.ts';
import { emptyContainerDraft, emptyShipmentDraft, isBackward, shipmentDraftOf } from '../lib/shipment-view.ts';
import { ContainerNoInput, containerNoHelp } from './container-no-input.tsx';

type TProps = {
  open: boolean;
  onClose: () => void;
  contractId: string;
  /** Edit this shipment; absent: book a new one. */
  shipment?: TShipment | undefined;
};

const TEXT_FIELDS = ['bookingNo', 'billNo', 'carrier', 'vessel', 'portOfLoading', 'portOfDischarge'] as const;

export function ShipmentFormDialog(props: TProps) {
  const { t } = useTranslation();
  return (
    <AppDialog open={props.open} onClose={props.onClose} maskClosable={false} wide title={t(props.shipment ? 'shipments.web.editShipment' : 'shipments.web.addShipment')}>
      <ShipmentForm {...props} />
    </AppDialog>
  );
}

function ShipmentForm({ onClose, contractId, shipment }: TProps) {
  const { t } = useTranslation();
  const write = useShipmentWrite();
  const [draft, setDraft] = useState<TShipmentDraftBody>(() => (shipment ? shipmentDraftOf(shipment) : emptyShipmentDraft()));
  const [containers, setContainers] = useState<TContainerDraftBody[]>(() => (shipment ? [] : [emptyContainerDraft()]));
  const [status, setStatus] = useState<TShipmentStatus>(shipment?.status ?? 'booked');
  const [correction, setCorrection] = useState(false);
  const { errors, setErrors, check, refuse, touch: clear, item } = useZodForm();
  const backward = !!shipment && isBackward(shipment.status, status);

  const set = (patch: Partial<TShipmentDraftBody>) => {
    setDraft((d) => ({ ...d, ...patch }));
    clear(...Object.keys(patch));
  };
  const setBox = (i: number, patch: Partial<TContainerDraftBody>) => {
    setContainers((list) => list.map((c, j) => (j === i ? { ...c, ...patch } : c)));
    clear(...Object.keys(patch).map((k) => `containers.${i}.${k}`));
  };
  // A blank row left at the end of the list is not a container.
  const filled = containers.filter((c) => Object.values(c).some((v) => v.trim() !== ''));

  const submit = () => {
    const valid = shipment
      ? check(ZUpdateShipmentRequest, { ...draft, status, correction: backward && correction })
      : check(ZCreateShipmentRequest, { ...draft, containers: filled });
    if (!valid) return;
    const onError = (e: Error) => {
      refuse(e);
    };
    const onSuccess = () => {
      void toast('success', t('shipments.web.saved'));
      onClose();
    };
    if (shipment) write.mutate({ kind: 'update', shipmentId: shipment.shipmentId, body: { ...draft, status, correction: backward && correction } }, { onSuccess, onError });
    else write.mutate({ kind: 'create', contractId, body: { ...draft, containers: filled } }, { onSuccess, onError });
  };


  return (
    <Form layout="vertical" component="div" className="sb-ship-form" data-testid="shipment-form">
      {errors.form && <Alert type="error" showIcon title={errors.form} className="sb-ship-alert" />}
      <div className="sb-ship-grid">
        {TEXT_FIELDS.map((f) => (
          <Form.Item key={f} label={t(`shipments.fields.${f}`)} {...item(f)}>
            <Input
              value={draft[f]}
              maxLength={f === 'bookingNo' || f === 'billNo' ? SHIPMENT_LIMITS.refMax + 10 : SHIPMENT_LIMITS.nameMax}
              onChange={(e) => set({ [f]: e.target.value })}
              data-testid={`shipment-${f}`}
            />
          </Form.Item>
        ))}
        <Form.Item label={t('shipments.fields.etd')} {...item('etd')}>
          <Input type="date" value={draft.etd} onChange={(e) => set({ etd: e.target.value })} data-testid="shipment-etd" />
        </Form.Item>
        <Form.Item label={t('shipments.fields.eta')} {...item('eta')}>
          <Input type="date" value={draft.eta} onChange={(e) => set({ eta: e.target.value })} data-testid="shipment-eta" />
        </Form.Item>
        {shipment && (
          <Form.Item label={t('shipments.fields.status')} {...item('status')} extra={status !== shipment.status && !backward ? t('shipments.web.statusChangeHint') : undefined}>
            <Select
              value={status}
              onChange={(v) => {
                setStatus(v);
                clear('status');
              }}
              options={SHIPMENT_STATUSES.map((s) => ({ value: s, label: t(`shipments.status.${s}`) }))}
              data-testid="shipment-status"
            />
          </Form.Item>
        )}
      </div>
      {backward && (
        <Form.Item {...item('correction')}>
          <Checkbox checked={correction} onChange={(e) => setCorrection(e.target.checked)} data-testid="shipment-correction">
            {t('shipments.web.correctionHelp')}
          </Checkbox>
        </Form.Item>
      )}
      {!shipment && (
        <fieldset className="sb-ship-boxes">
          <legend>{t('shipments.fields.containers')}</legend>
          {errors.containers && <Alert type="error" showIcon title={errors.containers} className="sb-ship-alert" />}
          {containers.map((c, i) => (
            <div key={i} className="sb-ship-box-row" data-testid="shipment-container-row">
              <Form.Item
                label={t('shipments.fields.containerNo')}
                validateStatus={errors[`containers.${i}.containerNo`] || containerNoHelp(t, c.containerNo) ? 'error' : undefined}
                help={errors[`containers.${i}.containerNo`] ?? containerNoHelp(t, c.containerNo)}
              >
                <ContainerNoInput value={c.containerNo} onChange={(v) => setBox(i, { containerNo: v })} testId="shipment-container-no" />
              </Form.Item>
              <Form.Item label={t('shipments.fields.sealNo')} {...item(`containers.${i}.sealNo`)}>
                <Input value={c.sealNo} maxLength={SHIPMENT_LIMITS.refMax} onChange={(e) => setBox(i, { sealNo: e.target.value })} data-testid="shipment-container-seal" />
              </Form.Item>
              <Form.Item label={t('shipments.fields.netWeight')} {...item(`containers.${i}.netWeight`)}>
                <Input inputMode="decimal" value={c.netWeight} onChange={(e) => setBox(i, { netWeight: e.target.value })} data-testid="shipment-container-net" />
              </Form.Item>
              <Form.Item label={t('shipments.fields.grossWeight')} {...item(`containers.${i}.grossWeight`)}>
                <Input inputMode="decimal" value={c.grossWeight} onChange={(e) => setBox(i, { grossWeight: e.target.value })} />
              </Form.Item>
              <Button
                className="sb-ship-box-remove"
                icon={<DeleteOutlined />}
                aria-label={t('shipments.web.removeContainerRow')}
                title={t('shipments.web.removeContainerRow')}
                onClick={() => {
                  setContainers((list) => list.filter((_, j) => j !== i));
                  setErrors({});
                }}
              />
            </div>
          ))}
          <Button
            icon={<PlusOutlined />}
            onClick={() => setContainers((list) => [...list, emptyContainerDraft()])}
            disabled={containers.length >= SHIPMENT_LIMITS.containersMax}
            data-testid="shipment-add-container-row"
          >
            {t('shipments.web.addContainerRow')}
          </Button>
        </fieldset>
      )}
      <div className="sb-ship-form-actions">
        <Button onClick={onClose}>{t('shipments.web.cancel')}</Button>
        <Button type="primary" onClick={submit} loading={write.isPending} disabled={backward && !correction} {...({ 'data-testid': 'shipment-save' } as ButtonProps)}>
          {t('shipments.web.save')}
        </Button>
      </div>
    </Form>
  );
}
