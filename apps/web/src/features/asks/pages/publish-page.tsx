/**
 * /publish and /edit?askId= (one screen, §2): every §3 publication field, grouped as a seller thinks of a lot —
 * product and lines, place and logistics, payment, quote preferences, validity, address, remarks. The domain's
 * ZPublishAskRequest / ZEditAskRequest validate in the browser exactly as the server does (same wording); uploads
 * show their progress and are checked against the §5/§9 limits before they start. Save draft keeps an unfinished
 * ask; submit sends it to review and returns to /askList.
 */
import '../lib/web-catalog.ts';
import '../asks.css';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  Alert,
  Button,
  Card,
  Col,
  DatePicker,
  Form,
  Input,
  Popconfirm,
  Radio,
  Result,
  Row,
  Segmented,
  Select,
  Skeleton,
  Space,
  Switch,
  Tooltip,
} from 'antd';
import { CopyOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  ASK_LIMITS,
  DELIVERY_TERMS,
  FIXING_SIDES,
  PACKING_METHODS,
  PAYMENT_TIMINGS,
  PRICING_PERIODS,
  SPECS,
  fasAllowed,
} from '@scrapbridge/domain/ask';
import { DictId } from '@scrapbridge/domain/catalog';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { MARKET_CURRENCY, type TMarket } from '@scrapbridge/domain/market';
import type { TUploadedFile } from '@scrapbridge/domain/media';
import { isVip } from '@scrapbridge/domain/user-state';
import type { TWeightUnit } from '@scrapbridge/domain/weight';
import { useShellContext } from '#lib/shell-context.ts';
import { toast } from '#lib/toast.ts';
import { fetchLatestAsk, useAgentSellers, useAskDetail, useSaveAsk } from '../api/asks-api.ts';
import { useDicts, usePorts, useQuoteMethods } from '../api/catalog-api.ts';
import { uploadAskFile } from '../api/upload-api.ts';
import { DetailLine } from '../components/detail-line.tsx';
import { PageFrame } from '../components/page-frame.tsx';
import { canEditAsk } from '../lib/card-model.ts';
import { quoteTypesFor } from '@scrapbridge/domain/quote-method';
import { convertWeightText } from '@scrapbridge/domain/weight-text';
import {
  allMedia,
  complementRatio,
  decimalInput,
  detailToForm,
  emptyAskForm,
  emptyDetail,
  integerInput,
  sellerLabel,
  serverProblems,
  uploadsInProgress,
  validateAsk,
  type TAskFormValues,
  type TFormProblem,
  type TMediaItem,
} from '../lib/form-model.ts';
import { screenFiles } from '../lib/media-rules.ts';
import { useViewer } from '../lib/use-viewer.ts';

/** Uploads running at once: enough to keep the line busy, few enough not to starve the page on a slow link. */
const PARALLEL_UPLOADS = 2;

let uidSeq = 0;
const newUid = () => `local-${Date.now().toString(36)}-${(uidSeq++).toString(36)}`;

/** The watermark choice travels with the job: the switch applies to files picked after it changes. */
type TUploadJob = { uid: string; file: File; watermark: boolean };

export default function PublishPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const { user } = useShellContext();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const askId = params.get('askId');
  const editing = !!askId;
  const [form] = Form.useForm<TAskFormValues>();
  const save = useSaveAsk();
  const existing = useAskDetail(askId);

  const [version, setVersion] = useState<number | null>(null);
  const [loadedId, setLoadedId] = useState<string | null>(null);
  const [summary, setSummary] = useState<string[]>([]);
  const [watermark, setWatermark] = useState(false);
  const [copying, setCopying] = useState(false);
  const attempted = useRef<null | { draft: boolean }>(null);
  const shownProblems = useRef<string[]>([]);
  const queue = useRef<TUploadJob[]>([]);
  const running = useRef(new Map<string, AbortController>());
  const blobUrls = useRef(new Set<string>());

  const permitted = (user?.marketPermissions ?? []).filter((p) => p.permission === 1).map((p) => p.market);
  const defaultMarket: TMarket = permitted.includes(viewer.market) ? viewer.market : (permitted[0] ?? viewer.market);

  const market = Form.useWatch('market', form) ?? defaultMarket;
  const weightUnit: TWeightUnit = Form.useWatch('weightUnit', { form, preserve: true }) ?? 'MT';
  const loadingCountryId = Form.useWatch('loadingCountryId', form);
  const deliveryTerm = Form.useWatch('deliveryTerm', form);
  const currency = MARKET_CURRENCY[market];

  const dicts = useDicts();
  const countries = dicts.data?.Country ?? [];
  const loadingCode = countries.find((c) => c.dictDataId === loadingCountryId)?.dictValue;
  const loadingPorts = usePorts('PORT', loadingCode, deliveryTerm === 'FAS' || deliveryTerm === 'FOB');
  const methods = useQuoteMethods(market);

  const ask = existing.data;
  const draftState = !editing || ask?.askState === 'draft';
  // §6 Agents: a consignment agent chooses whom the ask is for; the choice shows only to users with linked sellers.
  const agentSellers = useAgentSellers(!!user && isVip(user.userType));
  const sellerChoices = agentSellers.data?.rows ?? [];
  const forOtherSeller = editing && !!ask?.sellerUserId && !!user && ask.sellerUserId !== user.id;

  // /edit: the ask read once into the form (a later refetch must not overwrite what the seller is typing).
  useEffect(() => {
    if (!ask || loadedId === ask.askId || !ask.mine) return;
    form.setFieldsValue(detailToForm(ask, { copy: false }));
    setVersion(ask.version);
    setLoadedId(ask.askId);
  }, [ask, loadedId, form]);

  // Uploads still running when the seller leaves are cancelled, and local previews released.
  useEffect(() => {
    const jobs = running.current;
    const urls = blobUrls.current;
    return () => {
      for (const c of jobs.values()) c.abort();
      for (const u of urls) URL.revokeObjectURL(u);
    };
  }, []);

  // ---- media ------------------------------------------------------------------------------------------------

  /** Changes one file wherever it is now (the seller may have reordered or removed lines meanwhile). */
  const patchMedia = (uid: string, patch: Partial<TMediaItem>) => {
    const details = (form.getFieldValue('details') as TAskFormValues['details'] | undefined) ?? [];
    if (!details.some((d) => d.media.some((m) => m.uid === uid))) return;
    form.setFieldValue(
      'details',
      details.map((d) => ({ ...d, media: d.media.map((m) => (m.uid === uid ? { ...m, ...patch } : m)) })),
    );
  };

  const releasePreview = (url: string | undefined) => {
    if (url?.startsWith('blob:')) {
      URL.revokeObjectURL(url);
      blobUrls.current.delete(url);
    }
  };

  const pump = () => {
    while (running.current.size < PARALLEL_UPLOADS && queue.current.length > 0) {
      const job = queue.current.shift()!;
      const controller = new AbortController();
      running.current.set(job.uid, controller);
      let last = -1;
      void uploadAskFile(job.file, {
        watermark: job.watermark,
        lang: viewer.lang,
        signal: controller.signal,
        onProgress: (percent) => {
          // Whole steps only: a progress event per few KB would re-render the form hundreds of times.
          if (percent !== last) {
            last = percent;
            patchMedia(job.uid, { percent: Math.min(percent, 99) });
          }
        },
      }).then((result) => {
        running.current.delete(job.uid);
        if (result.success) {
          const file: TUploadedFile = result.data;
          const before = findMedia(job.uid);
          patchMedia(job.uid, { status: 'done', percent: 100, fileId: file.fileId, kind: file.kind, url: file.fileFullPath, name: file.fileName });
          releasePreview(before?.url);
        } else if (result.transport !== 'aborted') {
          patchMedia(job.uid, { status: 'error', error: result.code === ErrorCode.UploadTooLarge ? t('errors.403') : result.msg || t('listings.upload.failed') });
        }
        pump();
      });
    }
  };

  const findMedia = (uid: string): TMediaItem | undefined =>
    ((form.getFieldValue('details') as TAskFormValues['details'] | undefined) ?? []).flatMap((d) => d.media).find((m) => m.uid === uid);

  const pickFiles = (line: number, files: File[]) => {
    const values = form.getFieldsValue(true) as TAskFormValues;
    const { accepted, rejected } = screenFiles(allMedia(values), files);
    const reasons = [...new Set(rejected.map((r) => r.reason))];
    for (const reason of reasons) {
      const names = rejected.filter((r) => r.reason === reason).map((r) => r.file.name);
      void toast('warning', `${t(`listings.upload.${reason}`)}${names.length ? ` (${names.slice(0, 3).join(', ')}${names.length > 3 ? '…' : ''})` : ''}`);
    }
    if (accepted.length === 0) return;
    const items: TMediaItem[] = accepted.map(({ file, kind }) => {
      const url = URL.createObjectURL(file);
      blobUrls.current.add(url);
      return { uid: newUid(), kind, name: file.name, size: file.size, status: 'uploading', percent: 0, url };
    });
    const current = (form.getFieldValue(['details', line, 'media']) as TMediaItem[] | undefined) ?? [];
    form.setFieldValue(['details', line, 'media'], [...current, ...items]);
    items.forEach((item, i) => queue.current.push({ uid: item.uid, file: accepted[i]!.file, watermark }));
    pump();
  };

  const onRemoveFile = (item: TMediaItem) => {
    running.current.get(item.uid)?.abort();
    running.current.delete(item.uid);
    queue.current = queue.current.filter((j) => j.uid !== item.uid);
    releasePreview(item.url);
  };

  // ---- validation and saving ----------------------------------------------------------------------------------

  const showProblems = (problems: TFormProblem[], lines: string[]) => {
    const names = problems.map((p) => p.name.join('.'));
    const cleared = shownProblems.current.filter((n) => !names.includes(n)).map((n) => ({ name: n.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s)), errors: [] }));
    form.setFields([...cleared, ...problems.map((p) => ({ name: p.name, errors: [p.message] }))] as Parameters<typeof form.setFields>[0]);
    shownProblems.current = names;
    setSummary(lines);
  };

  const check = (draft: boolean) => {
    const values = form.getFieldsValue(true) as TAskFormValues;
    return version !== null && editing ? validateAsk(t, values, { draft, version }) : validateAsk(t, values, { draft });
  };

  const submit = async (draft: boolean) => {
    attempted.current = { draft };
    const values = form.getFieldsValue(true) as TAskFormValues;
    if (uploadsInProgress(values) > 0) {
      void toast('warning', t('listings.publish.waitForUploads'));
      return;
    }
    const result = check(draft);
    showProblems(result.problems, result.summary);
    if (!result.request) {
      const first = result.problems[0];
      if (first) form.scrollToField(first.name, { block: 'center', behavior: 'smooth' });
      return;
    }
    const answer = await save.mutateAsync({ ...(editing && askId ? { askId } : {}), request: result.request });
    if (!answer.success) {
      if (answer.code === ErrorCode.Validation) {
        const server = serverProblems(t, answer.fieldErrors);
        showProblems(server.problems, server.summary);
        const first = server.problems[0];
        if (first) form.scrollToField(first.name, { block: 'center', behavior: 'smooth' });
      }
      return;
    }
    attempted.current = null;
    if (draft) {
      void toast('success', t('listings.publish.draftSaved'));
      setVersion(answer.data.version);
      if (!editing) void navigate(`/edit?askId=${encodeURIComponent(answer.data.askId)}`, { replace: true });
      return;
    }
    void toast('success', t(editing ? 'listings.publish.updateSuccess' : 'listings.publish.submitSuccess'));
    void navigate('/askList');
  };

  const onValuesChange = (changed: Partial<TAskFormValues>) => {
    // Market: the China market weighs in MT and offers its own quote types.
    if (changed.market) {
      const values = form.getFieldsValue(true) as TAskFormValues;
      const offered = new Set(quoteTypesFor(changed.market));
      const patch: Partial<TAskFormValues> = {
        details: values.details.map((d) => ({ ...d, quoteType: d.quoteType && offered.has(d.quoteType) ? d.quoteType : undefined })),
      };
      if (values.preferredQuoteType && !offered.has(values.preferredQuoteType)) patch.preferredQuoteType = undefined;
      if (changed.market === 'cn' && values.weightUnit === 'LBS') {
        patch.weightUnit = 'MT';
        patch.details = patch.details!.map((d) => ({ ...d, weight: convertWeightText(d.weight, 'LBS', 'MT') }));
      }
      form.setFieldsValue(patch);
    }
    // Deposit typed: the balance completes 100 (§5), and the other way round.
    if ('depositRatio' in changed) form.setFieldValue('balanceRatio', complementRatio(changed.depositRatio));
    else if ('balanceRatio' in changed) form.setFieldValue('depositRatio', complementRatio(changed.balanceRatio));
    if (attempted.current) {
      const result = check(attempted.current.draft);
      showProblems(result.problems, result.summary);
    }
  };

  const changeUnit = (next: TWeightUnit) => {
    const values = form.getFieldsValue(true) as TAskFormValues;
    if (next === values.weightUnit) return;
    form.setFieldsValue({
      weightUnit: next,
      details: values.details.map((d) => ({ ...d, weight: convertWeightText(d.weight, values.weightUnit, next) })),
    });
    onValuesChange({ weightUnit: next });
  };

  const copyLast = async () => {
    setCopying(true);
    try {
      const latest = await fetchLatestAsk();
      if (!latest) {
        void toast('info', t('listings.publish.noEarlierAsk'));
        return;
      }
      const values = detailToForm(latest, { copy: true });
      if (!permitted.includes(values.market)) values.market = defaultMarket;
      form.setFieldsValue(values);
      void toast('success', t('listings.publish.copiedLast'));
    } catch {
      // The client has already said what went wrong.
    } finally {
      setCopying(false);
    }
  };

  // ---- what the seller may do -------------------------------------------------------------------------------

  const title = editing ? t('listings.publish.editTitle') : t('listings.publish.title');
  const copyLastButton =
    !editing && user && isVip(user.userType) ? (
      <Popconfirm title={t('listings.publish.copyLastConfirm')} okText={t('common.ok')} cancelText={t('common.cancel')} onConfirm={() => void copyLast()}>
        <Button icon={<CopyOutlined />} loading={copying} data-testid="copy-last">
          {t('listings.publish.copyLast')}
        </Button>
      </Popconfirm>
    ) : null;
  const frame = (body: React.ReactNode) => (
    <PageFrame testId="publish-page" title={title} width="narrow" extra={copyLastButton}>
      {body}
    </PageFrame>
  );

  if (!user) return frame(<Skeleton active paragraph={{ rows: 10 }} />);
  if (!isVip(user.userType)) {
    return frame(<Result status="403" title={t('listings.errors.vipRequired')} extra={<Link to="/account">{t('listings.publish.goUpgrade')}</Link>} />);
  }
  if (permitted.length === 0) return frame(<Result status="403" title={t('listings.errors.noMarketPermission')} />);
  if (editing) {
    if (existing.isError) {
      return frame(<Result status="404" title={t('listings.detail.askIdMissing')} extra={<Link to="/askList">{t('listings.list.sellerTitle')}</Link>} />);
    }
    if (!ask) return frame(<Skeleton active paragraph={{ rows: 12 }} />);
    if (!ask.mine) return frame(<Result status="403" title={t('listings.publish.notYours')} />);
    if (!canEditAsk(ask.askState)) return frame(<Result status="warning" title={t('listings.errors.notEditable')} />);
  }

  const countryOptions = countries.map((c) => ({ value: c.dictDataId, label: c.dictLabel }));
  const portOptions = (rows: { dictDataId: number; dictLabel: string; dictValue: string }[]) =>
    rows.map((p) => ({ value: p.dictDataId, label: `${p.dictLabel} (${p.dictValue})` }));
  const loadingPortRows = loadingPorts.data && loadingPorts.data.length > 0 ? loadingPorts.data : (dicts.data?.PORT ?? []);
  const validity = [...(dicts.data?.biz_prescription ?? [])].sort((a, b) => a.dictSort - b.dictSort);
  const fasOk = fasAllowed(loadingCountryId);
  const col = { xs: 24, md: 12 };
  const col3 = { xs: 24, md: 8 };
  const search = { optionFilterProp: 'label' as const };

  return frame(
    <Form<TAskFormValues>
      form={form}
      layout="vertical"
      className="sb-publish-form"
      initialValues={emptyAskForm({ market: defaultMarket, weightUnit: viewer.unit })}
      onValuesChange={onValuesChange}
      scrollToFirstError
      data-testid="publish-form"
    >
      {editing && ask?.askState === 'refused' && ask.refuseReason && (
        <Alert className="sb-detail-alert" type="error" showIcon title={t('listings.detail.refusedReason', { reason: ask.refuseReason })} />
      )}
      <Card className="sb-form-section" title={t('listings.publish.sections.product')} data-testid="section-product">
        <Row gutter={16}>
          {(sellerChoices.length > 0 || forOtherSeller) && user && (
            <Col span={24}>
              {/* An edit keeps the ask's seller: the server refuses a move, so the choice is shown but fixed. */}
              <Form.Item name="sellerUserId" label={t('listings.publish.publishFor')} extra={t('listings.publish.publishForHint')}>
                <Select
                  data-testid="field-sellerUserId"
                  disabled={editing}
                  placeholder={t('listings.publish.publishForMe')}
                  options={[
                    { value: user.id, label: t('listings.publish.publishForMe') },
                    ...sellerChoices.map((s) => ({ value: s.sellerUserId, label: sellerLabel(s, viewer.lang) })),
                    ...(forOtherSeller && ask && !sellerChoices.some((s) => s.sellerUserId === ask.sellerUserId)
                      ? [{ value: ask.sellerUserId!, label: ask.sellerUserId! }]
                      : []),
                  ]}
                />
              </Form.Item>
            </Col>
          )}
          <Col {...col}>
            <Form.Item name="market" label={t('fields.market')} required>
              <Radio.Group optionType="button" buttonStyle="solid" data-testid="field-market">
                {(['intl', 'cn'] as const).map((m) => (
                  <Radio.Button key={m} value={m} disabled={!permitted.includes(m)}>
                    {t(m === 'intl' ? 'listings.filters.marketIntl' : 'listings.filters.marketCn')}
                  </Radio.Button>
                ))}
              </Radio.Group>
            </Form.Item>
          </Col>
          <Col {...col}>
            {/* Not bound by name: a unit change converts the weights already typed (changeUnit). */}
            <Form.Item label={t('listings.fields.weightUnit')} required extra={market === 'cn' ? t('listings.errors.cnOnlyMt') : undefined}>
              <Segmented
                data-testid="field-weight-unit"
                value={weightUnit}
                options={[
                  { value: 'MT', label: 'MT' },
                  { value: 'LBS', label: 'LBS', disabled: market === 'cn' },
                ]}
                onChange={(v) => changeUnit(v as TWeightUnit)}
              />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item name="askNameZh" label={t('listings.fields.askNameZh')} required>
              <Input maxLength={ASK_LIMITS.nameMax} data-testid="field-askNameZh" placeholder={t('listings.publish.askNameZhHint')} />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item name="askName" label={t('listings.fields.askName')} required>
              <Input maxLength={ASK_LIMITS.nameMax} data-testid="field-askName" placeholder={t('listings.publish.askNameHint')} />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item name="descriptionsZh" label={t('listings.fields.descriptionsZh')} required>
              <Input.TextArea rows={3} maxLength={ASK_LIMITS.descriptionMax} showCount data-testid="field-descriptionsZh" />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item name="descriptions" label={t('listings.fields.descriptions')} required>
              <Input.TextArea rows={3} maxLength={ASK_LIMITS.descriptionMax} showCount data-testid="field-descriptions" />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item name="comboLoadName" label={t('listings.fields.comboLoadName')} required extra={t('listings.publish.comboLoadHint')}>
              <Input maxLength={ASK_LIMITS.nameMax} data-testid="field-comboLoadName" />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item label={t('listings.fields.watermark')} extra={t('listings.publish.watermarkHint')}>
              <Switch checked={watermark} onChange={setWatermark} data-testid="field-watermark" aria-label={t('listings.publish.watermark')} />
            </Form.Item>
          </Col>
        </Row>
        <h3 className="sb-form-subhead">{t('listings.publish.items')}</h3>
        <Form.List name="details">
          {(fields, { add, remove }) => (
            <div className="sb-lines">
              {fields.map((field) => (
                <DetailLine
                  key={field.key}
                  name={field.name}
                  canRemove={fields.length > 1}
                  onRemove={() => {
                    const media = (form.getFieldValue(['details', field.name, 'media']) as TMediaItem[] | undefined) ?? [];
                    media.forEach(onRemoveFile);
                    remove(field.name);
                  }}
                  market={market}
                  currency={currency}
                  unit={weightUnit}
                  onPick={(files) => pickFiles(field.name, files)}
                  onRemoveFile={onRemoveFile}
                />
              ))}
              {fields.length < ASK_LIMITS.maxDetails && (
                <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add(emptyDetail())} data-testid="add-line">
                  {t('listings.publish.addItem')}
                </Button>
              )}
            </div>
          )}
        </Form.List>
      </Card>

      <Card className="sb-form-section" title={t('listings.publish.sections.logistics')} data-testid="section-logistics">
        <Row gutter={16}>
          <Col {...col}>
            <Form.Item name="originCountryId" label={t('listings.fields.originCountryId')} required>
              <Select showSearch={search} options={countryOptions} loading={dicts.isLoading} placeholder={t('listings.publish.choose')} data-testid="field-originCountryId" />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item name="loadingCountryId" label={t('listings.fields.loadingCountryId')} required>
              <Select
                showSearch={search}
                options={countryOptions}
                loading={dicts.isLoading}
                placeholder={t('listings.publish.choose')}
                data-testid="field-loadingCountryId"
                onChange={() => form.setFieldsValue({ portId: undefined, rampId: undefined })}
              />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item
              name="deliveryTerm"
              label={t('listings.fields.deliveryTerm')}
              required
              validateStatus={deliveryTerm === 'FAS' && !fasOk ? 'warning' : undefined}
              help={deliveryTerm === 'FAS' && !fasOk ? t('listings.errors.fasOnlyUs') : undefined}
            >
              <Select
                data-testid="field-deliveryTerm"
                placeholder={t('listings.publish.choose')}
                options={DELIVERY_TERMS.map((d) => ({
                  value: d,
                  label: t(`listings.deliveryTerm.${d}`),
                  disabled: d === 'FAS' && !fasOk,
                  title: d === 'FAS' && !fasOk ? t('listings.errors.fasOnlyUs') : undefined,
                }))}
              />
            </Form.Item>
          </Col>
          <Col {...col}>
            {deliveryTerm === 'EXW' && (
              <Form.Item name="exwAddress" label={t('listings.fields.exwAddress')} required>
                <Input maxLength={ASK_LIMITS.addressMax} data-testid="field-exwAddress" />
              </Form.Item>
            )}
            {(deliveryTerm === 'FAS' || deliveryTerm === 'FOB') && (
              <Form.Item name="portId" label={t('listings.fields.portId')} required>
                <Select
                  showSearch={search}
                  options={portOptions(loadingPortRows)}
                  loading={loadingPorts.isLoading}
                  placeholder={t('listings.publish.choose')}
                  data-testid="field-portId"
                />
              </Form.Item>
            )}
            {(deliveryTerm === 'CNF' || deliveryTerm === 'CIF') && (
              <Form.Item name="destinationPortId" label={t('listings.fields.destinationPortId')} required>
                <Select
                  showSearch={search}
                  options={portOptions(dicts.data?.['DESTINATION PORT'] ?? [])}
                  placeholder={t('listings.publish.choose')}
                  data-testid="field-destinationPortId"
                />
              </Form.Item>
            )}
          </Col>
          {loadingCountryId === DictId.CountryUS && (
            <Col {...col}>
              <Form.Item name="rampId" label={t('listings.fields.rampId')} extra={t('listings.publish.rampHint')}>
                <Select allowClear showSearch={search} options={portOptions(dicts.data?.RAMP ?? [])} placeholder={t('listings.publish.optional')} data-testid="field-rampId" />
              </Form.Item>
            </Col>
          )}
          <Col {...col}>
            <Form.Item name="shipmentDays" label={t('listings.fields.shipmentDays')} required normalize={integerInput(ASK_LIMITS.shipmentDaysMax)}>
              <Input inputMode="numeric" suffix={t('listings.publish.daysUnit')} data-testid="field-shipmentDays" />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item name="packingMethod" label={t('listings.fields.packingMethod')} required>
              <Select
                data-testid="field-packingMethod"
                placeholder={t('listings.publish.choose')}
                options={PACKING_METHODS.map((p) => ({ value: p, label: t(`listings.packing.${p}`) }))}
              />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item name="specs" label={t('listings.fields.specs')} required>
              <Radio.Group data-testid="field-specs" options={SPECS.map((s) => ({ value: s, label: t(`listings.specs.${s}`) }))} />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Space size="large" wrap>
              <Form.Item name="originCertificate" label={t('listings.fields.originCertificate')} valuePropName="checked">
                <Switch data-testid="field-originCertificate" />
              </Form.Item>
              <Form.Item name="customsRejectionResponsible" label={t('listings.fields.customsRejectionResponsible')} valuePropName="checked">
                <Switch data-testid="field-customsRejectionResponsible" />
              </Form.Item>
            </Space>
          </Col>
        </Row>
      </Card>

      <Card className="sb-form-section" title={t('listings.publish.sections.payment')} data-testid="section-payment">
        <Row gutter={16}>
          <Col {...col3}>
            <Form.Item name="depositRatio" label={t('listings.fields.depositRatio')} required normalize={decimalInput(ASK_LIMITS.ratioDecimals)}>
              <Input inputMode="decimal" suffix="%" data-testid="field-depositRatio" />
            </Form.Item>
          </Col>
          <Col {...col3}>
            <Form.Item name="balanceRatio" label={t('listings.fields.balanceRatio')} required normalize={decimalInput(ASK_LIMITS.ratioDecimals)}>
              <Input inputMode="decimal" suffix="%" data-testid="field-balanceRatio" />
            </Form.Item>
          </Col>
          <Col {...col3}>
            <Form.Item name="balanceTiming" label={t('listings.fields.balanceTiming')} required>
              <Select
                data-testid="field-balanceTiming"
                placeholder={t('listings.publish.choose')}
                options={PAYMENT_TIMINGS.map((p) => ({ value: p, label: t(`listings.paymentTiming.${p}`) }))}
              />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item name="pricingPeriod" label={t('listings.fields.pricingPeriod')} extra={t('listings.publish.pricingPeriodHint')}>
              <Select
                allowClear
                data-testid="field-pricingPeriod"
                placeholder={t('listings.publish.optional')}
                options={PRICING_PERIODS.map((p) => ({ value: p, label: t(`listings.pricingPeriod.${p}`) }))}
              />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item
              name="priceCutoffAt"
              label={t('listings.fields.priceCutoffAt')}
              getValueProps={(v?: string) => ({ value: v ? dayjs(v) : null })}
              normalize={(d?: Dayjs | null) => (d ? d.format() : undefined)}
            >
              <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} placeholder={t('listings.publish.optional')} data-testid="field-priceCutoffAt" />
            </Form.Item>
          </Col>
        </Row>
      </Card>

      <Card className="sb-form-section" title={t('listings.publish.sections.quote')} data-testid="section-quote">
        <Row gutter={16}>
          <Col {...col}>
            <Form.Item name="preferredQuoteType" label={t('listings.fields.preferredQuoteType')} required>
              <Select
                data-testid="field-preferredQuoteType"
                placeholder={t('listings.publish.choose')}
                loading={methods.isLoading}
                notFoundContent={t('listings.publish.noQuoteType')}
                options={(methods.data ?? []).map((m) => ({ value: m.quoteType, label: m.quoteTypeName, title: m.basis }))}
              />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item name="fixingSide" label={t('listings.fields.fixingSide')}>
              <Radio.Group data-testid="field-fixingSide" options={FIXING_SIDES.map((s) => ({ value: s, label: t(`listings.fixingSide.${s}`) }))} />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item name="firmPrice" label={t('listings.fields.firmPrice')} extra={t('listings.publish.firmPriceHint')} normalize={decimalInput(ASK_LIMITS.priceDecimals)}>
              <Input inputMode="decimal" prefix={currency === 'CNY' ? '¥' : '$'} suffix="/MT" placeholder={t('listings.publish.optional')} data-testid="field-firmPrice" />
            </Form.Item>
          </Col>
        </Row>
      </Card>

      <Card className="sb-form-section" title={t('listings.publish.sections.validity')} data-testid="section-validity">
        <Form.Item name="validityId" label={t('listings.fields.validityId')} required extra={t('listings.publish.validityHint')}>
          <Radio.Group
            optionType="button"
            data-testid="field-validityId"
            options={validity.map((v) => ({ value: v.dictDataId, label: v.dictDataId === DictId.UntilSold ? t('listings.card.untilSold') : v.dictLabel }))}
          />
        </Form.Item>
      </Card>

      <Card className="sb-form-section" title={t('listings.publish.sections.address')} data-testid="section-address">
        <Row gutter={16}>
          <Col {...col3}>
            <Form.Item name="province" label={t('listings.fields.province')} required>
              <Input maxLength={100} data-testid="field-province" />
            </Form.Item>
          </Col>
          <Col {...col3}>
            <Form.Item name="city" label={t('listings.fields.city')} required>
              <Input maxLength={100} data-testid="field-city" />
            </Form.Item>
          </Col>
          <Col {...col3}>
            <Form.Item name="area" label={t('listings.fields.area')}>
              <Input maxLength={100} placeholder={t('listings.publish.optional')} data-testid="field-area" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="addressDetail" label={t('listings.fields.addressDetail')} required>
              <Input maxLength={ASK_LIMITS.addressMax} data-testid="field-addressDetail" />
            </Form.Item>
          </Col>
        </Row>
      </Card>

      <Card className="sb-form-section" title={t('listings.publish.sections.remarks')} data-testid="section-remarks">
        <Form.Item name="buyerRemark" label={t('listings.fields.buyerRemark')}>
          <Input.TextArea rows={3} maxLength={ASK_LIMITS.remarkMax} showCount placeholder={t('listings.publish.optional')} data-testid="field-buyerRemark" />
        </Form.Item>
      </Card>

      {summary.length > 0 && (
        <Alert
          className="sb-form-summary"
          type="warning"
          showIcon
          title={t('listings.publish.fixProblems', { count: summary.length })}
          description={
            <ul data-testid="form-problems">
              {summary.slice(0, 12).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          }
        />
      )}

      <div className="sb-form-footer">
        <Link to="/askList">
          <Button>{t('common.cancel')}</Button>
        </Link>
        <Space wrap>
          {draftState && (
            <Tooltip title={t('listings.publish.draftHint')}>
              <Button onClick={() => void submit(true)} loading={save.isPending && save.variables?.request.draft === true} data-testid="save-draft">
                {t('listings.publish.saveDraft')}
              </Button>
            </Tooltip>
          )}
          <Button type="primary" onClick={() => void submit(false)} loading={save.isPending && save.variables?.request.draft === false} data-testid="submit-ask">
            {t('listings.publish.submit')}
          </Button>
        </Space>
      </div>
    </Form>,
  );
}
