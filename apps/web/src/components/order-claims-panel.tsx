/**
 * The claims section of an order (issue 15 item 3: "a claim section on the order page"): the contract's claims with
 * where each stands and the amounts, a link to each in the claim records, and for the buyer a way to claim on a
 * shipment that has arrived. Shared UI (components/): the order screens show it, the after-sales feature owns its
 * calls and texts.
 */
import { Card, Empty, Space, Spin, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { claimsRoutes } from '@scrapbridge/domain/contract/routes/claims';
import { shipmentsRoutes } from '@scrapbridge/domain/contract/routes/shipments';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { routeQuery } from '#lib/route-client.ts';

export function OrderClaimsPanel({ contractId, viewerSide }: { contractId: string; viewerSide: string }) {
  const { t } = useTranslation();
  const claims = useQuery({ ...routeQuery(claimsRoutes.contractClaims, { params: { contractId } }, { quiet: [ErrorCode.NotFound] }), staleTime: 0 });
  const shipments = useQuery({ ...routeQuery(shipmentsRoutes.contractShipments, { params: { contractId } }, { quiet: [ErrorCode.NotFound] }), enabled: viewerSide === 'buyer' });
  const arrived = (shipments.data?.rows ?? []).filter((s) => s.status === 'arrived' || s.status === 'delivered');
  const rows = claims.data?.rows ?? [];
  const side = viewerSide === 'seller' ? 'seller' : 'buyer';
  return (
    <Card
      data-testid="order-claims-panel"
      title={t('claims.order.title')}
      extra={
        viewerSide === 'buyer' && arrived.length > 0 ? (
          <Space wrap>
            {arrived.map((s) => (
              <Link key={s.shipmentId} to={`/select-claim?feedbackType=4&shipmentId=${s.shipmentId}`} data-testid="order-claim-make">
                {t('claims.order.make')}
                {arrived.length > 1 && s.billNo ? ` (${s.billNo})` : ''}
              </Link>
            ))}
          </Space>
        ) : null
      }
    >
      {claims.isLoading ? (
        <Spin />
      ) : rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('claims.order.empty')} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((c) => (
            <li key={c.id} style={{ padding: '6px 0' }} data-testid="order-claim">
              <Space wrap>
                <Link to={`/claim-record-weight?claimId=${c.id}${side === 'seller' ? '&side=seller' : ''}`}>{c.claimNo}</Link>
                <span>{t(`claims.types.${c.type}`)}</span>
                <Tag>{t(`claims.stage.${c.status}`)}</Tag>
                {c.totalClaim && <span>{`${t('claims.record.claimed')}: ${c.totalClaim} ${c.currency}`}</span>}
                {c.agreedAmount && <span>{`${t('claims.record.agreed')}: ${c.agreedAmount} ${c.currency}`}</span>}
              </Space>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
