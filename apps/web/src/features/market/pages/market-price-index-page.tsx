/**
 * /market-price-index — §2 price management (staff; a private route, and the API answers 403 to anyone else): the
 * price items (add, edit, retire or bring back), the daily entry grid (one day, many items, all or nothing), and the
 * CSV / XLSX import with every bad row named (nothing imported then; a re-import adds nothing). Prices are per MT in
 * the item's market currency.
 */
import { useState } from 'react';
import { Alert, Button, DatePicker, Form, Input, Modal, Pagination, Popconfirm, Result, Segmented, Select, Table, Tabs, Tag, Upload } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { decodeCsvBytes } from '@scrapbridge/domain/csv';
import type { TMarket } from '@scrapbridge/domain/market';
import { PRICE_FIELDS, ZPriceGridInput, ZPriceItemInput, type TPriceField } from '@scrapbridge/domain/pricing/price-list';
import type { TPriceItemView } from '@scrapbridge/domain/pricing/price-list-view';
import { ApiError } from '#lib/api-client.ts';
import { FeatureFrame } from '#components/page-frame.tsx';
import { pick, useLang } from '#lib/lang-text.ts';
import { useShellContext } from '#lib/shell-context.ts';
import { toast } from '#lib/toast.ts';
import { useZodForm } from '#lib/zod-form.ts';
import {
  useCatalogCategories,
  useImportPrices,
  usePriceGrid,
  useRetireItem,
  useSaveGrid,
  useSaveItem,
  useStaffPriceItems,
} from '../api/market-prices-api.ts';
import { priceText } from '../lib/price-texts.ts';
import '../market.css';

type TTab = 'items' | 'grid' | 'import';

export default function MarketPriceIndexPage() {
  const { t } = useTranslation();
  const { user } = useShellContext();
  const [tab, setTab] = useState<TTab>('items');
  if (!user?.staff) {
    return (
      <FeatureFrame classPrefix="sb-prices" testId="price-index-page" title={t('pricing.web.staff.title')}>
        <Result status="403" title={t('pricing.web.staff.forbidden')} />
      </FeatureFrame>
    );
  }
  return (
    <FeatureFrame classPrefix="sb-prices" testId="price-index-page" title={t('pricing.web.staff.title')} subtitle={t('pricing.web.staff.subtitle')}>
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as TTab)}
        items={[
          { key: 'items', label: <span data-testid="price-index-tab-items">{t('pricing.web.staff.tabs.items')}</span>, children: <ItemsTab /> },
          { key: 'grid', label: <span data-testid="price-index-tab-grid">{t('pricing.web.staff.tabs.grid')}</span>, children: <GridTab /> },
          { key: 'import', label: <span data-testid="price-index-tab-import">{t('pricing.web.staff.tabs.import')}</span>, children: <ImportTab /> },
        ]}
      />
    </FeatureFrame>
  );
}

// ---------------------------------------------------------------------------------------------------------------

function ItemsTab() {
  const { t } = useTranslation();
  const lang = useLang();
  const [keyword, setKeyword] = useState('');
  const [retired, setRetired] = useState<'live' | 'retired' | 'all'>('live');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TPriceItemView | 'new' | null>(null);
  const list = useStaffPriceItems({ keyword, categoryId: undefined, market: undefined, retired, pageNum: page, pageSize: 20 });
  const retire = useRetireItem();

  return (
    <>
      <div className="sb-prices-toolbar">
        <Input.Search allowClear className="sb-prices-search" placeholder={t('pricing.web.search')} onSearch={(v) => (setKeyword(v.trim()), setPage(1))} />
        <Segmented
          value={retired}
          onChange={(v) => (setRetired(v as typeof retired), setPage(1))}
          options={(['live', 'retired', 'all'] as const).map((s) => ({ value: s, label: t(`pricing.web.staff.status.${s}`) }))}
        />
        <Button type="primary" onClick={() => setEditing('new')} data-testid="price-item-add">
          {t('pricing.web.staff.add')}
        </Button>
      </div>
      <Table<TPriceItemView>
        rowKey="id"
        size="middle"
        loading={list.isLoading}
        dataSource={list.data?.rows ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid="price-items-table"
        onRow={(r) => ({ 'data-code': r.code }) as never}
        columns={[
          { title: t('pricing.fields.code'), dataIndex: 'code', key: 'code' },
          {
            title: t('pricing.fields.description'),
            key: 'd',
            render: (_, r) => (
              <>
                {pick(lang, r.descriptionZh, r.description)} {r.demo && <Tag color="gold">{t('pricing.web.demo')}</Tag>}
                {r.retired && <Tag>{t('pricing.web.retired')}</Tag>}
              </>
            ),
          },
          { title: t('pricing.fields.market'), key: 'm', render: (_, r) => t(`pricing.web.markets.${r.market}`) },
          { title: t('pricing.fields.categoryId'), key: 'g', render: (_, r) => pick(lang, r.categoryNameZh, r.categoryNameEn) },
          { title: t('pricing.fields.location'), key: 'l', render: (_, r) => [r.location, r.port].filter(Boolean).join(' · ') },
          { title: t('pricing.web.staff.latest'), key: 'latest', render: (_, r) => (r.lastUpdate ? `${r.lastUpdate}` : '—') },
          {
            title: '',
            key: 'a',
            render: (_, r) => (
              <span className="sb-prices-nowrap">
                <Button size="small" type="link" onClick={() => setEditing(r)} data-testid="price-item-edit">
                  {t('pricing.web.staff.edit')}
                </Button>
                {r.retired ? (
                  <Button size="small" type="link" onClick={() => retire.mutate({ id: r.id, retired: false }, { onSuccess: () => void toast('success', t('pricing.web.staff.restoredDone')) })}>
                    {t('pricing.web.staff.restore')}
                  </Button>
                ) : (
                  <Popconfirm
                    title={t('pricing.web.staff.retireConfirm', { code: r.code })}
                    onConfirm={() => retire.mutate({ id: r.id, retired: true }, { onSuccess: () => void toast('success', t('pricing.web.staff.retiredDone')) })}
                  >
                    <Button size="small" type="link" danger data-testid="price-item-retire">
                      {t('pricing.web.staff.retire')}
                    </Button>
                  </Popconfirm>
                )}
              </span>
            ),
          },
        ]}
      />
      {(list.data?.total ?? 0) > 20 && (
        <Pagination className="sb-prices-pager" current={page} pageSize={20} total={list.data?.total ?? 0} showSizeChanger={false} onChange={setPage} />
      )}
      {editing && <ItemDialog item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}

type TItemForm = {
  code: string;
  market: TMarket;
  categoryId: number | undefined;
  subCategoryId: number | undefined;
  description: string;
  descriptionZh: string;
  location: string;
  port: string;
  remark: string;
};

function ItemDialog({ item, onClose }: { item: TPriceItemView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [v, setV] = useState<TItemForm>({
    code: item?.code ?? '',
    market: item?.market ?? 'intl',
    categoryId: item?.categoryId,
    subCategoryId: item?.subCategoryId ?? undefined,
    description: item?.description ?? '',
    descriptionZh: item?.descriptionZh ?? '',
    location: item?.location ?? '',
    port: item?.port ?? '',
    remark: item?.remark ?? '',
  });
  const groups = useCatalogCategories(0);
  const grades = useCatalogCategories(v.categoryId);
  const save = useSaveItem();
  const { check, refuse, item: formItem, touch } = useZodForm();
  const set = (patch: Partial<TItemForm>) => {
    setV((old) => ({ ...old, ...patch }));
    touch(...Object.keys(patch));
  };
  const submit = () => {
    const body = check(ZPriceItemInput, v);
    if (!body) return;
    save.mutate(
      { id: item?.id, body: v },
      {
        onSuccess: () => {
          void toast('success', t('pricing.web.staff.itemSaved'));
          onClose();
        },
        onError: (e) => void refuse(e, { validationOnly: true }),
      },
    );
  };
  const text = (field: keyof TItemForm) => (
    <Form.Item label={t(`pricing.fields.${field}`)} {...formItem(field)}>
      <Input value={v[field] as string} onChange={(e) => set({ [field]: e.target.value })} data-testid={`price-item-${field}`} />
    </Form.Item>
  );
  return (
    <Modal open title={item ? t('pricing.web.staff.edit') : t('pricing.web.staff.add')} onCancel={onClose} onOk={submit} confirmLoading={save.isPending} destroyOnHidden width={640}>
      <Form layout="vertical">
        {text('code')}
        <Form.Item label={t('pricing.fields.market')} {...formItem('market')}>
          <Segmented<TMarket> value={v.market} onChange={(m) => set({ market: m })} options={(['intl', 'cn'] as const).map((m) => ({ value: m, label: t(`pricing.web.markets.${m}`) }))} />
        </Form.Item>
        <Form.Item label={t('pricing.fields.categoryId')} {...formItem('categoryId')}>
          <Select
            value={v.categoryId}
            onChange={(c) => set({ categoryId: c, subCategoryId: undefined })}
            data-testid="price-item-group"
            options={(groups.data ?? []).map((c) => ({ value: c.categoryId, label: pick(lang, c.categoryCn, c.categoryEn) }))}
          />
        </Form.Item>
        <Form.Item label={t('pricing.fields.subCategoryId')} {...formItem('subCategoryId')}>
          <Select
            allowClear
            value={v.subCategoryId}
            onChange={(c) => set({ subCategoryId: c })}
            disabled={v.categoryId === undefined}
            options={(grades.data ?? []).map((c) => ({ value: c.categoryId, label: pick(lang, c.categoryCn, c.categoryEn) }))}
          />
        </Form.Item>
        {text('description')}
        {text('descriptionZh')}
        {text('location')}
        {text('port')}
        {text('remark')}
        {formItem('form').help && <Alert type="error" message={formItem('form').help} />}
      </Form>
    </Modal>
  );
}

// ---------------------------------------------------------------------------------------------------------------

type TCells = Partial<Record<TPriceField | 'remark', string>>;

function GridTab() {
  const { t } = useTranslation();
  const lang = useLang();
  const [date, setDate] = useState<Dayjs>(dayjs());
  const [market, setMarket] = useState<TMarket>('intl');
  const priceDate = date.format('YYYY-MM-DD');
  const grid = usePriceGrid(priceDate, undefined, market);
  const save = useSaveGrid();
  const [edits, setEdits] = useState<Record<string, TCells>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const rows = grid.data?.rows ?? [];
  const cell = (itemId: string, f: TPriceField | 'remark', stored: string | null | undefined) => edits[itemId]?.[f] ?? (stored ?? '');

  const submit = () => {
    setProblem(null);
    const changed = rows.filter((r) => edits[r.item.id]);
    const body = {
      priceDate,
      rows: changed.map((r) => {
        const out: Record<string, string> = { itemId: r.item.id };
        for (const f of [...PRICE_FIELDS, 'remark'] as const) out[f] = cell(r.item.id, f, r.point?.[f]);
        return out;
      }),
    };
    if (!body.rows.length) {
      setProblem(t('pricing.web.staff.gridNothing'));
      return;
    }
    const parsed = ZPriceGridInput.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const row = changed[Number(issue.path[1])];
      setProblem(`${row ? row.item.code : ''} · ${t(`pricing.fields.${String(issue.path.at(-1))}`)}: ${issue.message}`);
      return;
    }
    save.mutate(body as never, {
      onSuccess: (counts) => {
        void toast('success', t('pricing.web.staff.gridSaved', counts));
        setEdits({});
      },
      onError: (e) => setProblem(e instanceof ApiError ? e.failure.msg : String(e)),
    });
  };

  return (
    <>
      <div className="sb-prices-toolbar">
        <DatePicker value={date} onChange={(d) => (d ? (setDate(d), setEdits({})) : undefined)} allowClear={false} data-testid="price-grid-date" />
        <Segmented<TMarket>
          value={market}
          onChange={(m) => (setMarket(m), setEdits({}))}
          options={(['intl', 'cn'] as const).map((m) => ({ value: m, label: t(`pricing.web.markets.${m}`) }))}
        />
        <span className="sb-prices-muted">{t('pricing.web.staff.currencyHint')}</span>
        <Button type="primary" onClick={submit} loading={save.isPending} data-testid="price-grid-save">
          {t('pricing.web.staff.saveGrid')}
        </Button>
      </div>
      {problem && <Alert type="error" showIcon message={problem} className="sb-prices-section" data-testid="price-grid-problem" />}
      <Table
        rowKey={(r) => r.item.id}
        size="small"
        loading={grid.isLoading}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid="price-grid"
        onRow={(r) => ({ 'data-code': r.item.code }) as never}
        columns={[
          {
            title: t('pricing.web.grade'),
            key: 'n',
            fixed: 'left',
            render: (_, r) => (
              <div className="sb-prices-name">
                <strong>{r.item.code}</strong>
                <span className="sb-prices-muted">{pick(lang, r.item.descriptionZh, r.item.description)}</span>
              </div>
            ),
          },
          ...([...PRICE_FIELDS, 'remark'] as const).map((f) => ({
            title: t(`pricing.fields.${f}`),
            key: f,
            render: (_: unknown, r: (typeof rows)[number]) => (
              <div>
                <Input
                  className="sb-prices-grid-input"
                  inputMode={f === 'remark' ? 'text' : 'decimal'}
                  value={cell(r.item.id, f, r.point?.[f])}
                  data-testid={`price-grid-${f}`}
                  aria-label={`${r.item.code} ${t(`pricing.fields.${f}`)}`}
                  onChange={(e) => setEdits((old) => ({ ...old, [r.item.id]: { ...old[r.item.id], [f]: e.target.value } }))}
                />
                {f !== 'remark' && r.previous?.[f] && (
                  <div className="sb-prices-muted sb-prices-change">{t('pricing.web.staff.previous', { value: priceText(r.previous[f], r.item.currency) })}</div>
                )}
              </div>
            ),
          })),
        ]}
      />
    </>
  );
}

// ---------------------------------------------------------------------------------------------------------------

function ImportTab() {
  const { t } = useTranslation();
  const importPrices = useImportPrices();
  const [problems, setProblems] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);

  const read = async (file: File) => {
    setProblems([]);
    setDone(null);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const isXlsx = /\.xlsx$/i.test(file.name);
    let binary = '';
    if (isXlsx) for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    importPrices.mutate(isXlsx ? { xlsx: btoa(binary) } : { csv: decodeCsvBytes(bytes) }, {
      onSuccess: (counts) => setDone(t('pricing.web.staff.imported', counts)),
      onError: (e) => {
        if (e instanceof ApiError) {
          const errors = e.failure.fieldErrors;
          setProblems(errors?.length ? errors.map((x) => x.message) : [e.failure.msg]);
        }
      },
    });
    return false;
  };

  return (
    <>
      <p className="sb-prices-muted">{t('pricing.web.staff.importIntro')}</p>
      <Upload accept=".csv,.xlsx,text/csv" showUploadList={false} beforeUpload={(f) => void read(f) as never} maxCount={1}>
        <Button type="primary" loading={importPrices.isPending} data-testid="price-import-choose">
          {t('pricing.web.staff.choose')}
        </Button>
      </Upload>
      {done && <Alert type="success" showIcon message={done} className="sb-prices-section" data-testid="price-import-done" />}
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          className="sb-prices-section"
          data-testid="price-import-problems"
          message={t('pricing.web.staff.problems')}
          description={
            <ul className="sb-prices-problems">
              {problems.map((p, i) => (
                <li key={i}>{p}</li>
              ))}
            </ul>
          }
        />
      )}
    </>
  );
}
