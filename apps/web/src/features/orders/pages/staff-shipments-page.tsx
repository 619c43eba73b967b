/**
 * /staff/shipments — every shipment in one list for the operations team (issue 5 item 7 "shipment updates"):
 * contract, BL, booking, vessel, containers, net weight, ETA, status, telex release; filtered by status and searched
 * by contract number, BL or container number. Each row opens its contract page, where the shipment is edited.
 */
import { Select, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SHIPMENT_STATUSES, type TShipmentStatus, type TStaffShipmentRow } from '@scrapbridge/domain/orders/shipment';
import { formatDay, useLang } from '#lib/lang-text.ts';
import { StaffList, StaffSearch, timeColumn, useStaffListState } from '#components/staff-list.tsx';
import '../shipments.css';
import { useStaffShipments } from '../api/shipments-api.ts';
import { mtValue } from '../lib/shipment-view.ts';

const STATUS_FILTER = ['all', ...SHIPMENT_STATUSES] as const;
const LIST = { defaults: { status: 'all' as (typeof STATUS_FILTER)[number], keyword: '' }, choices: { status: STATUS_FILTER } };

export default function StaffShipmentsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const list = useStaffListState(LIST);
  const status = list.filters.status === 'all' ? undefined : (list.filters.status as TShipmentStatus);
  const query = useStaffShipments({ status, keyword: list.filters.keyword, pageNum: list.page, pageSize: list.pageSize });

  const columns: TableColumnsType<TStaffShipmentRow> = [
    {
      title: t('shipments.web.staff.contractNo'),
      dataIndex: 'contractNo',
      width: 170,
      render: (no: string, row) => (
        <Link to={`/staff/contracts/${encodeURIComponent(row.contractId)}`} data-testid="staff-shipment-contract">
          {no}
        </Link>
      ),
    },
    { title: t('shipments.fields.billNo'), dataIndex: 'billNo', width: 160, render: (v: string | null) => v ?? '—' },
    { title: t('shipments.fields.bookingNo'), dataIndex: 'bookingNo', width: 130, render: (v: string | null) => v ?? '—' },
    { title: t('shipments.fields.vessel'), dataIndex: 'vessel', width: 160, render: (v: string | null) => v ?? '—' },
    {
      title: t('shipments.web.staff.containers'),
      dataIndex: 'containerNos',
      width: 180,
      render: (nos: string[]) => (nos.length ? <span className="sb-ship-nos">{nos.join(', ')}</span> : '—'),
    },
    { title: t('shipments.fields.netWeight'), dataIndex: 'totalNetWeight', width: 120, align: 'right', render: (w: number) => mtValue(w) },
    { title: t('shipments.fields.eta'), dataIndex: 'eta', width: 130, render: (v: string | null) => (v ? formatDay(v, lang) : '—') },
    {
      title: t('shipments.fields.status'),
      dataIndex: 'status',
      width: 150,
      render: (s: TShipmentStatus, row) => (
        <>
          <Tag color={s === 'delivered' ? 'green' : s === 'booked' ? 'default' : 'blue'}>{t(`shipments.status.${s}`)}</Tag>
          {row.telexReleased && <Tag color="green">{t('shipments.web.telexReleased')}</Tag>}
        </>
      ),
    },
    timeColumn(t('shipments.web.staff.updatedAt'), 'updatedAt'),
  ];

  return (
    <StaffList<TStaffShipmentRow>
      testId="staff-shipments"
      title={t('shipments.web.staff.title')}
      description={t('shipments.web.staff.description')}
      query={query}
      columns={columns}
      rowKey="shipmentId"
      scrollX={1350}
      paging={list}
      emptyText={t('shipments.web.staff.empty')}
      filters={
        <>
          <Select
            value={list.filters.status}
            onChange={(v) => list.setFilters({ status: v })}
            style={{ width: 200 }}
            options={STATUS_FILTER.map((s) => ({ value: s, label: s === 'all' ? t('shipments.web.staff.allStatuses') : t(`shipments.status.${s}`) }))}
            data-testid="staff-shipments-status"
          />
          <StaffSearch value={list.filters.keyword} placeholder={t('shipments.web.staff.keyword')} width={300} onSearch={(keyword) => list.setFilters({ keyword })} testId="staff-shipments-search" />
        </>
      }
    />
  );
}
