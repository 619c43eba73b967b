/**
 * The shipments of a contract (issue 5 item 5): for its buyer and seller (party), and in the staff console's contract
 * page (staff: booking, status, containers, tracking, telex release). Each shipment is a card; an empty contract
 * says "no shipment yet".
 */
import { useState } from 'react';
import { Button, Empty } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import '../shipments.css';
import { useContractShipments } from '../api/shipments-api.ts';
import { OrderPanel } from './order-panel.tsx';
import { ShipmentCard } from './shipment-card.tsx';
import { ShipmentFormDialog } from './shipment-form-dialog.tsx';

export type TShipmentsPanelProps = { contractId: string; mode: 'party' | 'staff' };

export function ShipmentsPanel({ contractId, mode }: TShipmentsPanelProps) {
  const { t } = useTranslation();
  const query = useContractShipments(contractId);
  const [adding, setAdding] = useState(false);
  const rows = query.data?.rows ?? [];

  return (
    <OrderPanel
      className="sb-ship-panel"
      testId="shipments-panel"
      title={t('shipments.web.title')}
      action={
        mode === 'staff' && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="shipment-add">
            {t('shipments.web.addShipment')}
          </Button>
        )
      }
      query={query}
      loadFailed={t('shipments.web.loadError')}
      dialogs={mode === 'staff' && <ShipmentFormDialog open={adding} onClose={() => setAdding(false)} contractId={contractId} />}
    >
      {rows.length === 0 ? (
        <Empty description={t('shipments.web.empty')} data-testid="shipments-empty">
          <p className="sb-ship-muted">{t('shipments.web.emptyHint')}</p>
        </Empty>
      ) : (
        rows.map((s, i) => <ShipmentCard key={s.shipmentId} shipment={s} index={i} mode={mode} />)
      )}
    </OrderPanel>
  );
}
