/**
 * /claim-record-weight (§2 claim records; issue 15 item 3): one's claims with where each stands, the amounts and the
 * thread — "My claims" as buyer, "Claims against me" as seller (?side=seller), one claim open beside the list
 * (?claimId=), from where the seller answers and both parties write.
 */
import { Alert, Card, Empty, Pagination, Segmented, Skeleton, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePatchedSearchParams } from '#lib/search-params.ts';
import type { TClaimRow } from '@scrapbridge/domain/claims/claim';
import { FeatureFrame } from '#components/page-frame.tsx';
import { useClaim, useClaimRecords } from '../api/claims-api.ts';
import { ClaimCard, ClaimStage } from '../components/claim-card.tsx';
import '../claims.css';

export default function ClaimRecordPage() {
  const { t } = useTranslation();
  const [params, patch] = usePatchedSearchParams();
  const side = params.get('side') === 'seller' ? 'seller' : 'buyer';
  const claimId = params.get('claimId');
  const pageNum = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const records = useClaimRecords(side, pageNum);
  const claim = useClaim(claimId);
  const rows = records.data?.rows ?? [];
  const money = (r: TClaimRow, v: string | null) => (v ? `${v} ${r.currency}` : '—');
  return (
    <FeatureFrame classPrefix="sb-claims" testId="claim-record-page" title={t('claims.record.title')}>
      <Segmented
        className="sb-claims-section"
        value={side}
        onChange={(v) => patch({ side: v === 'seller' ? 'seller' : null, claimId: null, page: null })}
        options={[
          { value: 'buyer', label: t('claims.record.mine') },
          { value: 'seller', label: <span data-testid="claim-record-received">{t('claims.record.received')}</span> },
        ]}
      />
      <div className={`sb-claims-layout${claimId ? ' has-detail' : ''}`}>
        <Card>
          {records.isLoading ? (
            <Skeleton active />
          ) : rows.length === 0 ? (
            <Empty description={t('claims.record.empty')} />
          ) : (
            <>
              <Table<TClaimRow>
                rowKey="id"
                size="small"
                pagination={false}
                dataSource={rows}
                scroll={{ x: 560 }}
                onRow={(r) => ({ onClick: () => patch({ claimId: r.id }), style: { cursor: 'pointer' }, 'data-testid': 'claim-record-row' }) as React.HTMLAttributes<HTMLElement>}
                rowClassName={(r) => (r.id === claimId ? 'ant-table-row-selected' : '')}
                columns={[
                  { key: 'no', title: t('claims.record.claimNo'), render: (_, r) => <span>{r.claimNo}</span> },
                  { key: 'type', title: t('claims.record.type'), render: (_, r) => t(`claims.types.${r.type}`) },
                  { key: 'where', title: t('claims.record.where'), render: (_, r) => <ClaimStage claim={r} /> },
                  { key: 'claimed', title: t('claims.record.claimed'), render: (_, r) => money(r, r.totalClaim) },
                  { key: 'agreed', title: t('claims.record.agreed'), render: (_, r) => money(r, r.agreedAmount ?? r.answerAmount) },
                ]}
              />
              {(records.data?.total ?? 0) > 20 && <Pagination style={{ marginTop: 12 }} current={pageNum} total={records.data?.total ?? 0} pageSize={20} onChange={(p) => patch({ page: String(p) })} />}
            </>
          )}
        </Card>
        {claimId && (claim.isLoading ? <Skeleton active /> : claim.data ? <ClaimCard claim={claim.data} /> : <Alert type="warning" showIcon title={t('claims.edit.missing')} />)}
      </div>
    </FeatureFrame>
  );
}
