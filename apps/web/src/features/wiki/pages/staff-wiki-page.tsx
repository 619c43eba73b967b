/** /staff/wiki: every wiki article (drafts included) with status, category and keyword filters. */
import { useState } from 'react';
import { Button, Input, Popconfirm, Segmented, Select, Space, Spin, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TWikiAdminRow } from '@scrapbridge/domain/wiki';
import { useShellContext } from '#lib/shell-context.ts';
import { toast } from '#lib/toast.ts';
import { useWikiCategories } from '../api/wiki-api.ts';
import { deleteArticle, staffWikiKey, useAdminArticles, type TWikiStatus } from '../api/staff-wiki-api.ts';
import { useStaffTexts } from '../lib/use-staff-texts.ts';
import { pick, useLang } from '../lib/wiki-view.ts';
import '../staff-wiki.css';

const STATUSES: readonly TWikiStatus[] = ['all', 'published', 'draft'];
const PAGE_SIZES = [10, 20, 50, 100];

export default function StaffWikiPage() {
  const ready = useStaffTexts();
  const { user } = useShellContext();
  if (!ready || !user?.staff) return <Spin className="sb-staff-spin" size="large" />;
  return <WikiAdminList />;
}

function WikiAdminList() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<TWikiStatus>('all');
  const [category, setCategory] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const categories = useWikiCategories(lang);
  const query = useAdminArticles({ status, category, keyword, pageNum: page, pageSize });

  const remove = async (id: string) => {
    const result = await deleteArticle(id);
    if (result.success) {
      void toast('success', t('siteStaff.common.deleted'));
      void queryClient.invalidateQueries({ queryKey: staffWikiKey });
    }
  };

  const columns: TableColumnsType<TWikiAdminRow> = [
    {
      title: t('siteStaff.wiki.columns.title'),
      key: 'title',
      render: (_, r) => (
        <div>
          <Link to={`/staff/wiki/${r.id}`}>{pick(lang, r.titleZh, r.titleEn)}</Link>
          <div>
            <Typography.Text type="secondary">{r.slug}</Typography.Text>
          </div>
        </div>
      ),
    },
    { title: t('siteStaff.wiki.columns.category'), key: 'category', width: 170, render: (_, r) => pick(lang, r.category.nameZh, r.category.nameEn) },
    {
      title: t('siteStaff.wiki.columns.status'),
      dataIndex: 'published',
      width: 100,
      render: (v: boolean) => <Tag color={v ? 'green' : 'default'}>{v ? t('siteStaff.common.published') : t('siteStaff.common.draft')}</Tag>,
    },
    { title: t('siteStaff.wiki.columns.views'), dataIndex: 'viewCount', width: 90 },
    { title: t('siteStaff.wiki.columns.updated'), dataIndex: 'updatedAt', width: 150, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
    {
      title: t('siteStaff.common.actions'),
      key: 'actions',
      width: 170,
      render: (_, r) => (
        <Space>
          <Button size="small" onClick={() => void navigate(`/staff/wiki/${r.id}`)}>
            {t('siteStaff.common.edit')}
          </Button>
          <Popconfirm title={t('siteStaff.common.confirmDelete')} okText={t('siteStaff.common.delete')} cancelText={t('siteStaff.common.cancel')} onConfirm={() => remove(r.id)}>
            <Button size="small" danger>
              {t('siteStaff.common.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <section className="sb-staff-page" data-testid="staff-wiki">
      <Space className="sb-staff-head" align="start" wrap>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('siteStaff.wiki.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
            {t('siteStaff.wiki.description')}
          </Typography.Paragraph>
        </div>
        <Space>
          <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('siteStaff.common.refresh')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/staff/wiki/new')}>
            {t('siteStaff.wiki.add')}
          </Button>
        </Space>
      </Space>
      <Space wrap className="sb-staff-filters">
        <Segmented<TWikiStatus>
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          options={STATUSES.map((s) => ({ value: s, label: t(`siteStaff.wiki.status.${s}`) }))}
        />
        <Select
          style={{ width: 200 }}
          value={category}
          onChange={(v: string) => {
            setCategory(v);
            setPage(1);
          }}
          options={[
            { value: '', label: t('siteStaff.wiki.allCategories') },
            ...(categories.data?.rows.map((c) => ({ value: c.code, label: pick(lang, c.nameZh, c.nameEn) })) ?? []),
          ]}
        />
        <Input.Search
          allowClear
          placeholder={t('siteStaff.wiki.search')}
          style={{ width: 260 }}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage(1);
          }}
        />
      </Space>
      <Table<TWikiAdminRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={query.data?.rows ?? []}
        loading={query.isLoading}
        scroll={{ x: 900 }}
        locale={{ emptyText: t('siteStaff.common.empty') }}
        pagination={{
          current: page,
          pageSize,
          total: query.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          showTotal: (total) => t('siteStaff.common.total', { total }),
          onChange: (p, s) => {
            setPage(p);
            setPageSize(s);
          },
        }}
      />
    </section>
  );
}
