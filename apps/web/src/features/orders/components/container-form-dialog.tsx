/** Staff add one container to a shipment, or correct one (number with its check digit, seal, weights), or read them from a photo. */
import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { SHIPMENT_LIMITS, ZContainerInput, type TShipmentContainer } from '@scrapbridge/domain/orders/shipment';
import { toast } from '#lib/toast.ts';
import { useZodForm } from '#lib/zod-form.ts';
import { AppDialog } from '#components/app-dialog.tsx';
import { ContainerPhotoReader } from '#components/container-photo-reader.tsx';
import { useShipmentWrite, type TContainerDraftBody } from '../api/shipments-api.ts';
import { containerDraftOf, emptyContainerDraft } from '../lib/shipment-view.ts';
import { ContainerNoInput, containerNoHelp } from './container-no-input.tsx';

type TProps = {
  open: boolean;
  onClose: () => void;
  shipmentId: string;
  /** Edit this one; absent: add a new one. */
  container?: TShipmentContainer | undefined;
};

export function ContainerFormDialog(props: TProps) {
  const { t } = useTranslation();
  return (
    <AppDialog open={props.open} onClose={props.onClose} title={t(props.container ? 'shipments.web.editContainer' : 'shipments.web.addContainer')}>
      <ContainerForm {...props} />
    </AppDialog>
  );
}

function ContainerForm({ onClose, shipmentId, container }: TProps) {
  const { t } = useTranslation();
  const write = useShipmentWrite();
  const [draft, setDraft] = useState<TContainerDraftBody>(() => (container ? containerDraftOf(container) : emptyContainerDraft()));
  const { errors, check, refuse, touch, item } = useZodForm();
  const set = (patch: Partial<TContainerDraftBody>) => {
    setDraft((d) => ({ ...d, ...patch }));
    touch(...Object.keys(patch));
  };

  const submit = () => {
    if (!check(ZContainerInput, draft)) return;
    write.mutate(container ? { kind: 'editContainer', containerId: container.containerId, body: draft } : { kind: 'addContainer', shipmentId, body: draft }, {
      onSuccess: () => {
        void toast('success', t('shipments.web.saved'));
        onClose();
      },
      onError: (e) => {
        refuse(e);
      },
    });
  };

  const noHelp = errors.containerNo ?? containerNoHelp(t, draft.containerNo);

  return (
    <Form layout="vertical" component="div" data-testid="container-form">
      {errors.form && <Alert type="error" showIcon title={errors.form} className="sb-ship-alert" />}
      {/* Issue 17 item 2: number and seal read from a door or packing photo, offered for staff to click. */}
      <ContainerPhotoReader purpose="shipment" onContainerNo={(containerNo) => set({ containerNo })} onSealNo={(sealNo) => set({ sealNo })} testId="container-ocr" />
      <Form.Item label={t('shipments.fields.containerNo')} validateStatus={noHelp ? 'error' : undefined} help={noHelp}>
        <ContainerNoInput value={draft.containerNo} onChange={(v) => set({ containerNo: v })} testId="container-no" />
      </Form.Item>
      <Form.Item label={t('shipments.fields.sealNo')} {...item('sealNo')}>
        <Input value={draft.sealNo} maxLength={SHIPMENT_LIMITS.refMax} onChange={(e) => set({ sealNo: e.target.value })} data-testid="container-seal" />
      </Form.Item>
      <Form.Item label={t('shipments.fields.netWeight')} {...item('netWeight')}>
        <Input inputMode="decimal" value={draft.netWeight} onChange={(e) => set({ netWeight: e.target.value })} data-testid="container-net" />
      </Form.Item>
      <Form.Item label={t('shipments.fields.grossWeight')} {...item('grossWeight')}>
        <Input inputMode="decimal" value={draft.grossWeight} onChange={(e) => set({ grossWeight: e.target.value })} data-testid="container-gross" />
      </Form.Item>
      <div className="sb-ship-form-actions">
        <Button onClick={onClose}>{t('shipments.web.cancel')}</Button>
        <Button type="primary" onClick={submit} loading={write.isPending} data-testid="container-save">
          {t('shipments.web.save')}
        </Button>
      </div>
    </Form>
  );
}
