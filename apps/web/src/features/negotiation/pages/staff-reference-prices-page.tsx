/**
 * /staff/reference-prices — the daily settlement series the seller's quote list ranks offers with (issue 4 item 3):
 * one price per basis and day (LME, COMEX, the Chinese quotes, the USD/CNY rate). Staff add, correct and delete a
 * day, or import a CSV (basis,date,price[,source]; all or nothing: a bad line names itself and nothing is saved).
 */
import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Select, Space, Typography, type ButtonProps } from 'antd';
import type { TableColumnsType } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { decodeCsvBytes } from '@scrapbridge/domain/csv';
import { formatTrimmed } from '@scrapbridge/domain/price-display';
import { REFERENCE_BASES } from '@scrapbridge/domain/quotes/price-normalise';
import { ZReferencePriceInput, type TReferencePrice } from '@scrapbridge/domain/quotes/reference-price';
import { ApiError } from '#lib/api-client.ts';
import { useZodForm } from '#lib/zod-form.ts';
import { StaffList, StaffRowActions, timeColumn, useStaffListState } from '#components/staff-list.tsx';
import { toast } from '#lib/toast.ts';
import '../negotiation.css';
import { useImportReferencePrices, useReferencePrices, useRemoveReferencePrice, useSaveReferencePrice } from '../api/staff-negotiation-api.ts';

const BASIS_FILTER = ['all', ...REFERENCE_BASES] as const;
const LIST = { defaults: { basis: 'all' as (typeof BASIS_FILTER)[number] }, choices: { basis: BASIS_FILTER } };

type TDraft = { basis: string; priceDate: string; price: string; source: string };
const today = () => new Date().toISOString().slice(0, 10);

export default function StaffReferencePricesPage() {
  const { t } = useTranslation();
  const list = useStaffListState(LIST);
  const query = useReferencePrices(list.filters.basis === 'all' ? '' : list.filters.basis, list.page, list.pageSize);
  const save = useSaveReferencePrice();
  const remove = useRemoveReferencePrice();
  const importCsv = useImportReferencePrices();
  const [editing, setEditing] = useState<{ id: string | null; draft: TDraft } | null>(null);
  const { errors, setErrors, check, refuse } = useZodForm();
  const [csvOpen, setCsvOpen] = useState(false);
  const [csv, setCsv] = useState('');
  const [csvError, setCsvError] = useState<string | null>(null);

  const open = (row: TReferencePrice | null) => {
    setErrors({});
    setEditing({
      id: row?.id ?? null,
      draft: row
        ? { basis: row.basis, priceDate: row.priceDate.slice(0, 10), price: String(row.price), source: row.source ?? '' }
        : { basis: 'LME', priceDate: today(), price: '', source: '' },
    });
  };

  const submit = () => {
    if (!editing) return;
    if (!check(ZReferencePriceInput, editing.draft)) return;
    save.mutate(
      { ...(editing.id ? { id: editing.id } : {}), body: editing.draft },
      {
        onSuccess: () => {
          void toast('success', t('negotiation.web.staff.saved'));
          setEditing(null);
        },
        onError: (e) => refuse(e),
      },
    );
  };

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    setCsv(decodeCsvBytes(await file.arrayBuffer()));
    setCsvError(null);
  };
  const submitCsv = () => {
    importCsv.mutate(csv, {
      onSuccess: (out) => {
        void toast('success', t('negotiation.web.staff.imported', { imported: out.imported, updated: out.updated }));
        setCsvOpen(false);
        setCsv('');
      },
      onError: (e) => setCsvError(e instanceof ApiError ? [e.failure.msg, ...(e.failure.fieldErrors ?? []).map((f) => f.message)].filter(Boolean).join('\n') : null),
    });
  };

  const columns: TableColumnsType<TReferencePrice> = [
    { title: t('negotiation.fields.basis'), dataIndex: 'basis', width: 110, render: (b: string) => <span title={t(`negotiation.references.${b}`)}>{b}</span> },
    { title: t('negotiation.fields.priceDate'), dataIndex: 'priceDate', width: 120, render: (d: string) => d.slice(0, 10) },
    { title: t('negotiation.fields.price'), dataIndex: 'price', width: 130, align: 'right', render: (p: number) => formatTrimmed(p, 6) },
    { title: t('negotiation.web.staff.unit'), dataIndex: 'unit', width: 150, render: (u: string) => t(`negotiation.web.staff.units.${u}`) },
    { title: t('negotiation.fields.source'), dataIndex: 'source', render: (s: string | null) => s ?? '—' },
    timeColumn(t('negotiation.web.staff.updatedAt'), 'updatedAt'),
    {
      title: '',
      key: 'actions',
      width: 150,
      render: (_, row) => <StaffRowActions onEdit={() => open(row)} onDelete={() => remove.mutateAsync(row.id).then(() => toast('success', t('negotiation.web.staff.deleted')))} editTestId="reference-edit" />,
    },
  ];

  const d = editing?.draft;
  const setD = (patch: Partial<TDraft>) => {
    setEditing((e) => (e ? { ...e, draft: { ...e.draft, ...patch } } : e));
    setErrors((er) => ({ ...er, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }));
  };

  return (
    <StaffList<TReferencePrice>
      testId="staff-reference-prices"
      title={t('negotiation.web.staff.referenceTitle')}
      description={t('negotiation.web.staff.referenceDescription')}
      query={query}
      columns={columns}
      rowKey="id"
      scrollX={900}
      paging={list}
      actions={
        <>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open(null)} data-testid="reference-add">
            {t('negotiation.web.staff.add')}
          </Button>
          <Button icon={<UploadOutlined />} onClick={() => setCsvOpen(true)} data-testid="reference-import">
            {t('negotiation.web.staff.import')}
          </Button>
        </>
      }
      filters={
        <Select
          value={list.filters.basis}
          onChange={(v) => list.setFilters({ basis: v })}
          style={{ width: 220 }}
          options={BASIS_FILTER.map((b) => ({ value: b, label: b === 'all' ? t('negotiation.web.staff.allBases') : `${b} — ${t(`negotiation.references.${b}`)}` }))}
          popupMatchSelectWidth={false}
          data-testid="reference-basis-filter"
        />
      }
    >
      <Modal
        open={!!editing}
        onCancel={() => setEditing(null)}
        onOk={submit}
        title={t(editing?.id ? 'negotiation.web.staff.editTitle' : 'negotiation.web.staff.addTitle')}
        okText={t('negotiation.web.staff.save')}
        cancelText={t('common.cancel')}
        okButtonProps={{ loading: save.isPending, 'data-testid': 'reference-save' } as ButtonProps}
        destroyOnHidden
        width="min(500px, 80vw)"
      >
        {d && (
          <Form layout="vertical" component="div">
            {errors.form && <Alert type="error" showIcon title={errors.form} className="sb-quote-alert" />}
            <Form.Item label={t('negotiation.fields.basis')} validateStatus={errors.basis ? 'error' : ''} help={errors.basis}>
              <Select value={d.basis} onChange={(v) => setD({ basis: v })} options={REFERENCE_BASES.map((b) => ({ value: b, label: `${b} — ${t(`negotiation.references.${b}`)}` }))} data-testid="reference-basis" />
            </Form.Item>
            <Form.Item label={t('negotiation.fields.priceDate')} validateStatus={errors.priceDate ? 'error' : ''} help={errors.priceDate}>
              <Input type="date" value={d.priceDate} onChange={(e) => setD({ priceDate: e.target.value })} data-testid="reference-date" />
            </Form.Item>
            <Form.Item label={t('negotiation.fields.price')} validateStatus={errors.price ? 'error' : ''} help={errors.price}>
              <Input inputMode="decimal" value={d.price} onChange={(e) => setD({ price: e.target.value })} data-testid="reference-price" />
            </Form.Item>
            <Form.Item label={t('negotiation.fields.source')} validateStatus={errors.source ? 'error' : ''} help={errors.source}>
              <Input value={d.source} maxLength={100} onChange={(e) => setD({ source: e.target.value })} />
            </Form.Item>
          </Form>
        )}
      </Modal>
      <Modal
        open={csvOpen}
        onCancel={() => setCsvOpen(false)}
        onOk={submitCsv}
        title={t('negotiation.web.staff.importTitle')}
        okText={t('negotiation.web.staff.importOk')}
        cancelText={t('common.cancel')}
        okButtonProps={{ loading: importCsv.isPending, disabled: !csv.trim(), 'data-testid': 'reference-import-ok' } as ButtonProps}
        destroyOnHidden
        width="min(640px, 92vw)"
      >
        <Space direction="vertical" className="sb-full">
          <Typography.Paragraph type="secondary">{t('negotiation.web.staff.importHelp')}</Typography.Paragraph>
          <input type="file" accept=".csv,text/csv,text/plain" onChange={(e) => void readFile(e.target.files?.[0])} data-testid="reference-csv-file" />
          <Input.TextArea className="sb-staff-csv" value={csv} onChange={(e) => { setCsv(e.target.value); setCsvError(null); }} autoSize={{ minRows: 6, maxRows: 14 }} placeholder={'basis,date,price,source\nLME,2026-03-02,9650.5,LME official'} data-testid="reference-csv" />
          {csvError && <Alert type="error" showIcon title={<span style={{ whiteSpace: 'pre-wrap' }}>{csvError}</span>} data-testid="reference-csv-error" />}
        </Space>
      </Modal>
    </StaffList>
  );
}
