/**
 * The purchase request form (post and edit), with the project's form kit: the domain's ZPostBuyerRequest checks it in
 * the browser exactly as the server does, and the server's field problems land on the same fields. Grades come from
 * the catalogue (family, then grade), the target price is written as quotes are (the market's price methods), the
 * port follows the delivery terms, deposit and balance complete each other to 100, and photos upload as the buyer's
 * pictures. Used by the desktop dialog and the mobile-first /buyer-edit-mobile.
 */
import { useState } from 'react';
import { Alert, Button, DatePicker, Form, Input, InputNumber, Radio, Select, Space } from 'antd';
import { DeleteOutlined, FileTextOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DELIVERY_TERMS, PAYMENT_TIMINGS } from '@scrapbridge/domain/ask';
import { BUYER_REQUEST_LIMITS, latestValidityDay, utcDay, ZPostBuyerRequest } from '@scrapbridge/domain/buyer-requests/buyer-request';
import { filesRoutes } from '@scrapbridge/domain/contract/routes/files';
import type { TLang } from '@scrapbridge/domain/i18n';
import { REQUEST_SPEC_ACCEPT } from '@scrapbridge/domain/media';
import { MARKET_CURRENCY, type TMarket } from '@scrapbridge/domain/market';
import { quoteTypesFor, type TQuoteType } from '@scrapbridge/domain/quote-method';
import { AlbumPickerButton } from '#components/album-picker.tsx';
import { UploadList, type TUploadListItem } from '#components/upload-list.tsx';
import { uploadRoute } from '#lib/route-client.ts';
import { useShellContext } from '#lib/shell-context.ts';
import { toast } from '#lib/toast.ts';
import { useZodForm } from '#lib/zod-form.ts';
import { useCategories, usePorts, useSaveRequest, type TPostBody, type TRequestDetail } from '../api/buyer-requests-api.ts';
import { quoteTypeName } from '../lib/request-format.ts';

type TPhoto = TUploadListItem & { fileId?: string };
type TGradeRow = { categoryId?: number; subCategoryId?: number };
type TValues = {
  market: TMarket;
  title: string;
  grades: TGradeRow[];
  by: 'weight' | 'containers';
  weight: string;
  containers: number | null;
  quoteType: TQuoteType;
  targetPrice: string;
  deliveryTerm: (typeof DELIVERY_TERMS)[number];
  portId?: number;
  destinationPortId?: number;
  depositRatio: string;
  balanceRatio: string;
  paymentTiming: (typeof PAYMENT_TIMINGS)[number];
  validUntil: string;
  remark: string;
};

const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,image/bmp';

function complement(text: string): string {
  const n = Number(text);
  if (text.trim() === '' || !Number.isFinite(n) || n < 0 || n > 100) return '';
  const rest = Math.round((100 - n) * 10) / 10;
  return String(rest);
}

function initialValues(r: TRequestDetail | null, market: TMarket): TValues {
  if (r) {
    return {
      market: r.market,
      title: r.title,
      grades: r.grades.map((g) => ({ categoryId: g.categoryId, subCategoryId: g.subCategoryId })),
      by: r.weight !== null ? 'weight' : 'containers',
      weight: r.weight ?? '',
      containers: r.containers,
      quoteType: r.quoteType,
      targetPrice: r.targetPrice,
      deliveryTerm: r.deliveryTerm,
      portId: r.portId ?? undefined,
      destinationPortId: r.destinationPortId ?? undefined,
      depositRatio: r.depositRatio,
      balanceRatio: r.balanceRatio,
      paymentTiming: r.paymentTiming,
      validUntil: r.validUntil < utcDay(new Date()) ? utcDay(new Date()) : r.validUntil,
      remark: r.remark ?? '',
    };
  }
  return {
    market,
    title: '',
    grades: [{}],
    by: 'weight',
    weight: '',
    containers: null,
    quoteType: 'FIXED',
    targetPrice: '',
    deliveryTerm: 'CIF',
    depositRatio: '30',
    balanceRatio: '70',
    paymentTiming: 'against_bl_copy',
    validUntil: dayjs().add(14, 'day').format('YYYY-MM-DD'),
    remark: '',
  };
}

function GradeRow(props: { row: TGradeRow; index: number; onChange: (row: TGradeRow) => void; onRemove?: () => void; error?: string }) {
  const { t } = useTranslation();
  const families = useCategories(0);
  const grades = useCategories(props.row.categoryId);
  return (
    <Form.Item validateStatus={props.error ? 'error' : undefined} help={props.error} style={{ marginBottom: 8 }}>
      <div className="sb-request-grade-row">
        <Select
          placeholder={t('buyerRequests.fields.categoryId')}
          value={props.row.categoryId}
          loading={families.isLoading}
          options={(families.data ?? []).map((c) => ({ value: c.categoryId, label: c.categoryName }))}
          onChange={(categoryId: number) => props.onChange({ categoryId, subCategoryId: undefined })}
          data-testid={`grade-family-${props.index}`}
          showSearch={{ optionFilterProp: 'label' }}
        />
        <Select
          placeholder={t('buyerRequests.fields.subCategoryId')}
          value={props.row.subCategoryId}
          disabled={props.row.categoryId === undefined}
          loading={grades.isLoading}
          options={(grades.data ?? []).map((c) => ({ value: c.categoryId, label: c.categoryName }))}
          onChange={(subCategoryId: number) => props.onChange({ ...props.row, subCategoryId })}
          data-testid={`grade-grade-${props.index}`}
          showSearch={{ optionFilterProp: 'label' }}
        />
        {props.onRemove && (
          <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('buyerRequests.form.removeGrade')} onClick={props.onRemove} />
        )}
      </div>
    </Form.Item>
  );
}

export function RequestForm(props: { request: TRequestDetail | null; lang: TLang; defaultMarket: TMarket; onDone: (requestId: string) => void; onCancel?: () => void }) {
  const { t } = useTranslation();
  const { user } = useShellContext();
  const save = useSaveRequest();
  const { check, refuse, item, touch, formError, errors } = useZodForm({ reportInput: true });
  const [v, setV] = useState<TValues>(() => initialValues(props.request, props.defaultMarket));
  const [photos, setPhotos] = useState<TPhoto[]>(
    () => props.request?.photos.map((p) => ({ uid: p.fileId, fileId: p.fileId, name: p.fileId, url: p.url, status: 'done' as const, percent: 100 })) ?? [],
  );
  const [specs, setSpecs] = useState<TPhoto[]>(
    () => props.request?.specs.map((d) => ({ uid: d.fileId, fileId: d.fileId, name: d.fileName, url: d.url, status: 'done' as const, percent: 100 })) ?? [],
  );
  const [portKeyword, setPortKeyword] = useState('');
  const toDestination = v.deliveryTerm === 'CNF' || v.deliveryTerm === 'CIF';
  const fromLoading = v.deliveryTerm === 'FAS' || v.deliveryTerm === 'FOB';
  const ports = usePorts(toDestination ? 'DESTINATION PORT' : 'PORT', portKeyword, toDestination || fromLoading);
  // The chosen port stays in the list while another search runs (an edited request shows its own port by name).
  const chosenPort = props.request ? { id: toDestination ? props.request.destinationPortId : props.request.portId, name: toDestination ? props.request.destinationPortName : props.request.portName } : null;
  const permitted = (user?.marketPermissions ?? []).filter((p) => p.permission === 1).map((p) => p.market);
  const methods = quoteTypesFor(v.market);

  const set = <K extends keyof TValues>(k: K, value: TValues[K], ...alsoTouch: string[]) => {
    setV((old) => ({ ...old, [k]: value }));
    touch(k, ...alsoTouch);
  };

  /** Uploads picked files through the shared upload route (the server sniffs the bytes against the fileType). */
  const uploadInto = (setList: typeof setPhotos, fileType: 'picture' | 'request_spec', files: File[], room: number, preview: boolean) => {
    for (const file of files.slice(0, Math.max(0, room))) {
      const uid = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      setList((list) => [...list, { uid, name: file.name, url: preview ? URL.createObjectURL(file) : undefined, status: 'uploading', percent: 0 }]);
      const update = (patch: Partial<TPhoto>) => setList((list) => list.map((p) => (p.uid === uid ? { ...p, ...patch } : p)));
      const form = new FormData();
      form.append('fileType', fileType);
      form.append('file', file, file.name);
      void uploadRoute(filesRoutes.upload, {}, form, { onProgress: (percent) => update({ percent }), quiet: true }).then((res) =>
        res.success ? update({ status: 'done', percent: 100, fileId: res.data.fileId, url: preview ? undefined : res.data.fileFullPath }) : update({ status: 'error', error: res.msg }),
      );
    }
  };

  const pick = (files: File[]) => {
    uploadInto(setPhotos, 'picture', files, BUYER_REQUEST_LIMITS.maxPhotos - photos.length, true);
    touch('photoFileIds');
  };

  const pickSpecs = (files: File[]) => {
    uploadInto(setSpecs, 'request_spec', files, BUYER_REQUEST_LIMITS.maxSpecs - specs.length, false);
    touch('specFileIds');
  };

  const body = (): Record<string, unknown> => ({
    market: v.market,
    title: v.title,
    grades: v.grades,
    weight: v.by === 'weight' ? v.weight : '',
    containers: v.by === 'containers' ? (v.containers ?? '') : '',
    quoteType: v.quoteType,
    targetPrice: v.targetPrice,
    deliveryTerm: v.deliveryTerm,
    portId: v.deliveryTerm === 'FAS' || v.deliveryTerm === 'FOB' ? (v.portId ?? '') : '',
    destinationPortId: v.deliveryTerm === 'CNF' || v.deliveryTerm === 'CIF' ? (v.destinationPortId ?? '') : '',
    depositRatio: v.depositRatio,
    balanceRatio: v.balanceRatio,
    paymentTiming: v.paymentTiming,
    validUntil: v.validUntil,
    remark: v.remark,
    photoFileIds: photos.filter((p) => p.status === 'done' && p.fileId).map((p) => p.fileId!),
    specFileIds: specs.filter((p) => p.status === 'done' && p.fileId).map((p) => p.fileId!),
  });

  const submit = () => {
    if ([...photos, ...specs].some((p) => p.status === 'uploading')) {
      void toast('warning', t('buyerRequests.form.uploading'));
      return;
    }
    const parsed = check(ZPostBuyerRequest, body());
    if (!parsed) return;
    save.mutate(
      { requestId: props.request?.requestId ?? null, body: body() as TPostBody, version: props.request?.version },
      {
        onSuccess: (saved) => {
          void toast('success', t('buyerRequests.form.saved'));
          props.onDone(saved.requestId);
        },
        onError: (e) => void refuse(e),
      },
    );
  };

  const gradeError = (i: number) => errors[`grades.${i}.subCategoryId`] ?? errors[`grades.${i}.categoryId`];
  const currency = MARKET_CURRENCY[v.market];
  const portField = toDestination ? 'destinationPortId' : 'portId';
  const portOptions = (ports.data ?? []).map((p) => ({ value: p.dictDataId, label: p.dictLabel }));
  if (chosenPort?.id && chosenPort.name && !portOptions.some((o) => o.value === chosenPort.id)) portOptions.unshift({ value: chosenPort.id, label: chosenPort.name });

  return (
    <Form layout="vertical" className="sb-request-form" data-testid="request-form" onFinish={submit}>
      <Alert type="info" showIcon title={t('buyerRequests.form.reviewNote')} style={{ marginBottom: 12 }} />
      {permitted.length > 1 && (
        <Form.Item label={t('buyerRequests.fields.market')} {...item('market')}>
          <Radio.Group
            value={v.market}
            onChange={(e) => setV((old) => ({ ...old, market: e.target.value as TMarket, quoteType: 'FIXED' }))}
            options={permitted.map((m) => ({ value: m, label: t(`buyerRequests.markets.${m}`) }))}
          />
        </Form.Item>
      )}
      <Form.Item label={t('buyerRequests.fields.title')} {...item('title')}>
        <Input value={v.title} maxLength={BUYER_REQUEST_LIMITS.titleMax} onChange={(e) => set('title', e.target.value)} data-testid="request-title-input" />
      </Form.Item>
      <Form.Item label={t('buyerRequests.fields.grades')} required {...item('grades')} style={{ marginBottom: 0 }}>
        {v.grades.map((g, i) => (
          <GradeRow
            key={i}
            row={g}
            index={i}
            error={gradeError(i)}
            onChange={(row) => {
              setV((old) => ({ ...old, grades: old.grades.map((x, j) => (j === i ? row : x)) }));
              touch('grades', `grades.${i}.categoryId`, `grades.${i}.subCategoryId`);
            }}
            onRemove={v.grades.length > 1 ? () => setV((old) => ({ ...old, grades: old.grades.filter((_, j) => j !== i) })) : undefined}
          />
        ))}
        {v.grades.length < BUYER_REQUEST_LIMITS.maxGrades && (
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => setV((old) => ({ ...old, grades: [...old.grades, {}] }))} style={{ marginBottom: 16 }}>
            {t('buyerRequests.form.addGrade')}
          </Button>
        )}
      </Form.Item>
      <Form.Item label={t('buyerRequests.form.quantityKind')}>
        <Radio.Group
          value={v.by}
          onChange={(e) => set('by', e.target.value as 'weight' | 'containers', 'weight', 'containers')}
          options={[
            { value: 'weight', label: t('buyerRequests.form.byWeight') },
            { value: 'containers', label: t('buyerRequests.form.byContainers') },
          ]}
          data-testid="request-quantity-kind"
        />
      </Form.Item>
      {v.by === 'weight' ? (
        <Form.Item label={t('buyerRequests.fields.weight')} required {...item('weight')}>
          <Input inputMode="decimal" value={v.weight} onChange={(e) => set('weight', e.target.value)} suffix="MT" data-testid="request-weight" />
        </Form.Item>
      ) : (
        <Form.Item label={t('buyerRequests.fields.containers')} required {...item('containers')}>
          <InputNumber style={{ width: '100%' }} min={1} max={BUYER_REQUEST_LIMITS.containersMax} precision={0} value={v.containers} onChange={(n) => set('containers', n)} data-testid="request-containers" />
        </Form.Item>
      )}
      <Space.Compact block>
        <Form.Item label={t('buyerRequests.fields.quoteType')} required {...item('quoteType')} style={{ flex: 1, minWidth: 0 }}>
          <Select
            value={v.quoteType}
            options={methods.map((q) => ({ value: q, label: quoteTypeName(q, props.lang) }))}
            onChange={(q: TQuoteType) => set('quoteType', q, 'targetPrice')}
            data-testid="request-quote-type"
          />
        </Form.Item>
        <Form.Item label={t('buyerRequests.fields.targetPrice')} required {...item('targetPrice')} style={{ flex: 1, minWidth: 0 }}>
          <Input inputMode="decimal" value={v.targetPrice} onChange={(e) => set('targetPrice', e.target.value)} data-testid="request-target-price" />
        </Form.Item>
      </Space.Compact>
      <p className="sb-requests-sub" style={{ marginTop: -12 }}>
        {t('buyerRequests.form.priceHint', { currency })}
      </p>
      <Form.Item label={t('buyerRequests.fields.deliveryTerm')} required {...item('deliveryTerm')}>
        <Select
          value={v.deliveryTerm}
          options={DELIVERY_TERMS.map((d) => ({ value: d, label: t(`negotiation.terms.${d}`) }))}
          onChange={(d: TValues['deliveryTerm']) => set('deliveryTerm', d, 'portId', 'destinationPortId')}
          data-testid="request-term"
        />
      </Form.Item>
      {(toDestination || fromLoading) && (
        <Form.Item label={t(`buyerRequests.fields.${portField}`)} required {...item(portField)}>
          <Select
            value={v[portField]}
            loading={ports.isFetching}
            showSearch={{ filterOption: false, onSearch: setPortKeyword }}
            options={portOptions}
            onChange={(id: number) => set(portField, id)}
            data-testid="request-port"
          />
        </Form.Item>
      )}
      <Space.Compact block>
        <Form.Item label={t('buyerRequests.fields.depositRatio')} required {...item('depositRatio')} style={{ flex: 1, minWidth: 0 }}>
          <Input
            inputMode="decimal"
            value={v.depositRatio}
            onChange={(e) => {
              setV((old) => ({ ...old, depositRatio: e.target.value, balanceRatio: complement(e.target.value) || old.balanceRatio }));
              touch('depositRatio', 'balanceRatio');
            }}
            suffix="%"
          />
        </Form.Item>
        <Form.Item label={t('buyerRequests.fields.balanceRatio')} required {...item('balanceRatio')} style={{ flex: 1, minWidth: 0 }}>
          <Input
            inputMode="decimal"
            value={v.balanceRatio}
            onChange={(e) => {
              setV((old) => ({ ...old, balanceRatio: e.target.value, depositRatio: complement(e.target.value) || old.depositRatio }));
              touch('depositRatio', 'balanceRatio');
            }}
            suffix="%"
          />
        </Form.Item>
      </Space.Compact>
      <Form.Item label={t('buyerRequests.fields.paymentTiming')} required {...item('paymentTiming')}>
        <Select
          value={v.paymentTiming}
          options={PAYMENT_TIMINGS.map((p) => ({ value: p, label: t(`negotiation.web.paymentTiming.${p}`) }))}
          onChange={(p: TValues['paymentTiming']) => set('paymentTiming', p)}
        />
      </Form.Item>
      <Form.Item label={t('buyerRequests.fields.validUntil')} required {...item('validUntil')}>
        <DatePicker
          style={{ width: '100%' }}
          value={v.validUntil ? dayjs(v.validUntil) : null}
          disabledDate={(d) => d.format('YYYY-MM-DD') < utcDay(new Date()) || d.format('YYYY-MM-DD') > latestValidityDay(new Date())}
          onChange={(d) => set('validUntil', d ? d.format('YYYY-MM-DD') : '')}
          inputReadOnly
          data-testid="request-valid-until"
        />
      </Form.Item>
      <Form.Item label={t('buyerRequests.fields.remark')} {...item('remark')}>
        <Input.TextArea rows={3} maxLength={BUYER_REQUEST_LIMITS.remarkMax} showCount value={v.remark} onChange={(e) => set('remark', e.target.value)} data-testid="request-remark" />
      </Form.Item>
      <Form.Item label={t('buyerRequests.form.photos')} {...item('photoFileIds')}>
        <UploadList
          items={photos}
          className="sb-request-photo-list"
          testId="request-photos"
          tileTestId="request-photo-tile"
          accept={ACCEPT}
          inputTestId="request-photos-input"
          pickerText={t('buyerRequests.form.photos')}
          onPick={pick}
          uploadingLabel={(percent) => `${percent}%`}
          failedText={t('buyerRequests.fields.photoFileIds')}
          renderPreview={(p) => p.url && <img src={p.url} alt={p.name} />}
          renderTools={(p) => (
            <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('buyerRequests.form.removePhoto')} onClick={() => setPhotos((list) => list.filter((x) => x.uid !== p.uid))} />
          )}
        />
        {/* Album photos are the buyer's stored pictures (purpose 'picture'), which the server accepts as request photos. */}
        <div className="sb-request-album">
          <AlbumPickerButton
            max={BUYER_REQUEST_LIMITS.maxPhotos - photos.length}
            testId="request-photos-album"
            onPick={(picked) => {
              setPhotos((list) => [...list, ...picked.slice(0, Math.max(0, BUYER_REQUEST_LIMITS.maxPhotos - list.length))]);
              touch('photoFileIds');
            }}
          />
        </div>
      </Form.Item>
      <Form.Item label={t('buyerRequests.form.specs')} extra={t('buyerRequests.form.specsHint')} {...item('specFileIds')}>
        <UploadList
          items={specs}
          className="sb-request-spec-list"
          testId="request-specs"
          tileTestId="request-spec-tile"
          accept={REQUEST_SPEC_ACCEPT}
          inputTestId="request-specs-input"
          pickerText={t('buyerRequests.form.specs')}
          onPick={pickSpecs}
          uploadingLabel={(percent) => `${percent}%`}
          failedText={t('buyerRequests.fields.specFileIds')}
          renderPreview={(d) => (
            <span className="sb-request-spec-name" title={d.name}>
              <FileTextOutlined aria-hidden />
              {d.name}
            </span>
          )}
          renderTools={(d) => (
            <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('buyerRequests.form.removeSpec')} onClick={() => setSpecs((list) => list.filter((x) => x.uid !== d.uid))} />
          )}
        />
      </Form.Item>
      {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 12 }} />}
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="request-submit">
          {t(props.request ? 'buyerRequests.form.save' : 'buyerRequests.form.submit')}
        </Button>
        {props.onCancel && <Button onClick={props.onCancel}>{t('buyerRequests.form.cancel')}</Button>}
      </Space>
    </Form>
  );
}
