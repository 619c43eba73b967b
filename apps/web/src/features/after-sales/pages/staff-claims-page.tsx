/**
 * Staff console: the claims queue by clock (waiting with the soonest due first, overdue, by stage), one claim open
 * beside it with mediation, settlement (a credit note on the final invoice) and closing.
 */
import { Alert, Card, Empty, Pagination, Segmented, Skeleton, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePatchedSearchParams } from '#lib/search-params.ts';
import { CLAIM_STAFF_FILTERS, type TClaimRow } from '@scrapbridge/domain/claims/claim';
import { AntdScope } from '#components/antd-scope.tsx';
import { useClaim, useStaffClaims } from '../api/claims-api.ts';
import { ClaimCard, ClaimStage } from '../components/claim-card.tsx';
import { ClaimClocks } from '../components/claim-clocks.tsx';
import '../claims.css';

export default function StaffClaimsPage() {
  const { t } = useTranslation();
  const [params, patch] = usePatchedSearchParams();
  const filter = (CLAIM_STAFF_FILTERS as readonly string[]).includes(params.get('filter') ?? '') ? params.get('filter')! : 'waiting';
  const claimId = params.get('claimId');
  const pageNum = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const queue = useStaffClaims(filter, pageNum);
  const claim = useClaim(claimId);
  const rows = queue.data?.rows ?? [];
  return (
    <AntdScope>
      <section className="sb-frame sb-claims sb-claims-wide" data-testid="staff-claims-page">
        <header className="sb-frame-head sb-claims-head">
          <h1>{t('claims.staff.title')}</h1>
        </header>
        <Segmented
          className="sb-claims-section"
          value={filter}
          onChange={(v) => patch({ filter: String(v), page: null })}
          options={CLAIM_STAFF_FILTERS.map((f) => ({ value: f, label: t(`claims.staff.filter.${f}`) }))}
        />
        <div className={`sb-claims-layout${claimId ? ' has-detail' : ''}`}>
          <Card>
            {queue.isLoading ? (
              <Skeleton active />
            ) : rows.length === 0 ? (
              <Empty />
            ) : (
              <>
                <Table<TClaimRow>
                  rowKey="id"
                  size="small"
                  pagination={false}
                  dataSource={rows}
                  scroll={{ x: 640 }}
                  onRow={(r) => ({ onClick: () => patch({ claimId: r.id }), style: { cursor: 'pointer' }, 'data-testid': 'staff-claim-row' }) as React.HTMLAttributes<HTMLElement>}
                  rowClassName={(r) => (r.id === claimId ? 'ant-table-row-selected' : '')}
                  columns={[
                    { key: 'no', title: t('claims.record.claimNo'), render: (_, r) => r.claimNo },
                    { key: 'parties', title: t('claims.staff.parties'), render: (_, r) => `${r.buyerCompany ?? '—'} / ${r.sellerCompany ?? '—'}` },
                    { key: 'where', title: t('claims.record.where'), render: (_, r) => <ClaimStage claim={r} /> },
                    { key: 'claimed', title: t('claims.staff.claimed'), render: (_, r) => (r.totalClaim ? `${r.totalClaim} ${r.currency}` : '—') },
                    { key: 'clock', title: t('claims.clock.answer'), render: (_, r) => <ClaimClocks clock={{ ...r.clock, notice: null }} /> },
                  ]}
                />
                {(queue.data?.total ?? 0) > 20 && <Pagination style={{ marginTop: 12 }} current={pageNum} total={queue.data?.total ?? 0} pageSize={20} onChange={(p) => patch({ page: String(p) })} />}
              </>
            )}
          </Card>
          {claimId && (claim.isLoading ? <Skeleton active /> : claim.data ? <ClaimCard claim={claim.data} /> : <Alert type="warning" showIcon title={t('claims.edit.missing')} />)}
        </div>
      </section>
    </AntdScope>
  );
}
