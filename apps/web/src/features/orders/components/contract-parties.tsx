/** The confirmed contract companies (step 1) and bill-of-lading instructions (step 2), read-only. */
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TContractDetail } from '@scrapbridge/domain/orders/contract';

export function ContractParties({ contract: c }: { contract: TContractDetail }) {
  const { t } = useTranslation();
  return (
    <section data-testid="contract-parties">
      <h3 className="sb-orders-h3">{t('orders.web.deal.parties')}</h3>
      <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
        {(['seller', 'buyer'] as const).map((side) => {
          const p = c.parties.find((x) => x.side === side);
          return (
            <Descriptions.Item key={side} label={t(`orders.party.${side}`)}>
              {p ? (
                <div data-testid={`party-${side}`}>
                  <strong>{p.companyName}</strong>
                  <div>{p.address}</div>
                  <div>
                    {p.email} · {t('orders.fields.taxNo')}: {p.taxNo}
                  </div>
                  {(p.contactName || p.phone) && <div>{[p.contactName, p.phone].filter(Boolean).join(' · ')}</div>}
                </div>
              ) : (
                <span className="sb-muted">{t('orders.web.deal.notConfirmed')}</span>
              )}
            </Descriptions.Item>
          );
        })}
      </Descriptions>
      {c.blInstructions && (
        <>
          <h3 className="sb-orders-h3">{t('orders.web.deal.bl')}</h3>
          <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered data-testid="bl-view">
            {c.blParties.map((p) => (
              <Descriptions.Item key={p.role} label={t(`orders.fields.${p.role}`)}>
                <strong>{p.name}</strong>
                <div>{p.address}</div>
                {[p.contact, p.email, p.landline, p.phone].some(Boolean) && <div>{[p.contact, p.email, p.landline, p.phone].filter(Boolean).join(' · ')}</div>}
              </Descriptions.Item>
            ))}
            <Descriptions.Item label={t('orders.fields.shippingMarks')}>{c.blInstructions.shippingMarks}</Descriptions.Item>
            <Descriptions.Item label={t('orders.fields.hsCode')}>{c.blInstructions.hsCode}</Descriptions.Item>
            <Descriptions.Item label={t('orders.fields.taxId')}>{c.blInstructions.taxId}</Descriptions.Item>
            <Descriptions.Item label={t('orders.fields.terminalDock')}>{c.blInstructions.terminalDock}</Descriptions.Item>
          </Descriptions>
        </>
      )}
    </section>
  );
}
