/**
 * Staff import a carrier's tracking CSV (pasted or chosen as a file). The rows are read in the browser with the
 * domain's parser first, so each bad row is shown with its number before anything is sent; the server applies the
 * same rule (all or nothing) and skips events already on the timeline.
 */
import { useMemo, useState } from 'react';
import { Alert, Button, Input, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { decodeCsvBytes } from '@scrapbridge/domain/csv';
import type { TShipment } from '@scrapbridge/domain/orders/shipment';
import { parseShipmentEventsCsv, type TCsvShipmentEvent } from '@scrapbridge/domain/orders/shipment-csv';
import { ApiError } from '#lib/api-client.ts';
import { useLang } from '#lib/lang-text.ts';
import { toast } from '#lib/toast.ts';
import { AppDialog } from '#components/app-dialog.tsx';
import { useImportShipmentEvents } from '../api/shipments-api.ts';
import { browserTzOffsetMinutes, eventTimeText } from '../lib/shipment-view.ts';

type TProps = { open: boolean; onClose: () => void; shipment: TShipment };

export function TrackingImportDialog(props: TProps) {
  const { t } = useTranslation();
  return (
    <AppDialog open={props.open} onClose={props.onClose} maskClosable={false} wide title={t('shipments.web.importCsv')}>
      <ImportForm {...props} />
    </AppDialog>
  );
}

function ImportForm({ onClose, shipment }: TProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const send = useImportShipmentEvents();
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const tzOffsetMinutes = browserTzOffsetMinutes();
  const parsed = useMemo(
    () => (csv.trim() ? parseShipmentEventsCsv(csv, { tzOffsetMinutes, containerNos: shipment.containers.map((c) => c.containerNo) }) : null),
    [csv, tzOffsetMinutes, shipment.containers],
  );
  const problems = parsed?.problems ?? [];

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    setCsv(decodeCsvBytes(await file.arrayBuffer()));
    setFileName(file.name);
    setServerError(null);
  };

  const submit = () => {
    send.mutate(
      { shipmentId: shipment.shipmentId, csv, tzOffsetMinutes },
      {
        onSuccess: (out) => {
          void toast('success', t('shipments.web.imported', { imported: out.imported, skipped: out.skipped }));
          onClose();
        },
        onError: (e) => setServerError(e instanceof ApiError ? e.failure.msg : null),
      },
    );
  };

  const columns: TableColumnsType<TCsvShipmentEvent> = [
    { title: t('shipments.web.csvRow'), dataIndex: 'row', width: 60 },
    { title: t('shipments.fields.occurredAt'), dataIndex: 'occurredAt', width: 170, render: (v: string) => eventTimeText(v, lang) },
    { title: t('shipments.fields.code'), dataIndex: 'code', width: 140, render: (c: string) => t(`shipments.events.${c}`) },
    { title: t('shipments.fields.location'), dataIndex: 'location', width: 140, render: (v: string | null) => v ?? '—' },
    { title: t('shipments.fields.description'), dataIndex: 'description', render: (v: string | null) => v ?? '—' },
    { title: t('shipments.fields.containerNo'), dataIndex: 'containerNo', width: 140, render: (v: string | null) => (v ? <Tag>{v}</Tag> : '—') },
  ];

  return (
    <div className="sb-ship-import" data-testid="tracking-import">
      <Typography.Paragraph type="secondary">{t('shipments.web.csvHelp')}</Typography.Paragraph>
      <div className="sb-ship-file-row">
        {/* The native input is hidden behind a button-like label (it still opens the picker, by click or keyboard). */}
        <label className="sb-ship-file ant-btn ant-btn-default">
          <UploadOutlined /> {t('shipments.web.csvFile')}
          <input type="file" accept=".csv,.txt,text/csv,text/plain" onChange={(e) => void readFile(e.target.files?.[0])} data-testid="tracking-csv-file" />
        </label>
        {fileName && <span className="sb-ship-muted">{fileName}</span>}
      </div>
      <Input.TextArea
        className="sb-ship-csv"
        value={csv}
        onChange={(e) => {
          setCsv(e.target.value);
          setFileName(null);
          setServerError(null);
        }}
        autoSize={{ minRows: 5, maxRows: 12 }}
        placeholder={t('shipments.web.csvPlaceholder')}
        data-testid="tracking-csv"
      />
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          className="sb-ship-alert"
          title={t('shipments.web.csvProblemsTitle')}
          description={
            <ul className="sb-ship-problems" data-testid="tracking-csv-problems">
              {problems.map((p, i) => (
                <li key={i}>{t(p.reasonKey, p.params)}</li>
              ))}
            </ul>
          }
        />
      )}
      {serverError && <Alert type="error" showIcon className="sb-ship-alert" title={serverError} data-testid="tracking-csv-error" />}
      {parsed && parsed.rows.length > 0 && (
        <>
          <Typography.Text strong>{t('shipments.web.csvPreview', { count: parsed.rows.length })}</Typography.Text>
          <Table<TCsvShipmentEvent>
            size="small"
            rowKey="row"
            columns={columns}
            dataSource={parsed.rows}
            pagination={parsed.rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            scroll={{ x: 760 }}
            data-testid="tracking-csv-preview"
          />
        </>
      )}
      <div className="sb-ship-form-actions">
        <Button onClick={onClose}>{t('shipments.web.cancel')}</Button>
        <Button type="primary" onClick={submit} loading={send.isPending} disabled={!parsed || problems.length > 0} data-testid="tracking-csv-send">
          {t('shipments.web.csvSend')}
        </Button>
      </div>
    </div>
  );
}
