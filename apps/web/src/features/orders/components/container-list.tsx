/** The containers of a shipment: number, seal, net (and gross) weight, as cards that wrap from 1280 px down to 390 px. */
import { Button, Empty, Popconfirm } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatContainerNo } from '@scrapbridge/domain/orders/container-no';
import type { TShipmentContainer } from '@scrapbridge/domain/orders/shipment';
import { mtValue } from '../lib/shipment-view.ts';

type TProps = {
  containers: readonly TShipmentContainer[];
  totalNetWeight: number;
  /** Staff only: edit and remove each box. */
  onEdit?: (c: TShipmentContainer) => void;
  onRemove?: (c: TShipmentContainer) => unknown;
};

export function ContainerList({ containers, totalNetWeight, onEdit, onRemove }: TProps) {
  const { t } = useTranslation();
  if (containers.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shipments.web.noContainers')} />;
  return (
    <div className="sb-ship-containers-wrap">
      <ul className="sb-ship-containers" data-testid="shipment-containers">
        {containers.map((c) => (
          <li key={c.containerId} className="sb-ship-container" data-testid="shipment-container">
            <div className="sb-ship-container-no">{formatContainerNo(c.containerNo)}</div>
            <dl>
              <dt>{t('shipments.fields.sealNo')}</dt>
              <dd>{c.sealNo ?? '—'}</dd>
              <dt>{t('shipments.fields.netWeight')}</dt>
              <dd>{mtValue(c.netWeight)}</dd>
              {c.grossWeight !== null && (
                <>
                  <dt>{t('shipments.fields.grossWeight')}</dt>
                  <dd>{mtValue(c.grossWeight)}</dd>
                </>
              )}
            </dl>
            {(onEdit || onRemove) && (
              <div className="sb-ship-container-actions">
                {onEdit && (
                  <Button size="small" icon={<EditOutlined />} onClick={() => onEdit(c)} title={t('shipments.web.editContainer')} data-testid="container-edit">
                    {t('shipments.web.edit')}
                  </Button>
                )}
                {onRemove && (
                  <Popconfirm
                    title={t('shipments.web.confirmRemoveContainer', { containerNo: c.containerNo })}
                    okText={t('shipments.web.removeContainer')}
                    cancelText={t('shipments.web.cancel')}
                    onConfirm={() => void onRemove(c)}
                  >
                    <Button size="small" danger icon={<DeleteOutlined />} data-testid="container-remove">
                      {t('shipments.web.removeContainer')}
                    </Button>
                  </Popconfirm>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
      <p className="sb-ship-total" data-testid="shipment-total-weight">
        <span className="sb-ship-muted">{t('shipments.web.totalNetWeight')}</span> <strong>{t('shipments.web.mt', { value: mtValue(totalNetWeight) })}</strong>
      </p>
    </div>
  );
}
