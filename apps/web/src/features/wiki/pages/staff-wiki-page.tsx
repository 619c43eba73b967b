/** /staff/wiki: every wiki article (drafts included) with status, category and keyword filters. */
import { Segmented, Select, Spin, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TWikiAdminRow } from '@scrapbridge/domain/wiki';
import { useShellContext } from '#lib/shell-context.ts';
import { StaffSearch, timeColumn, useStaffListState } from '#components/staff-list.tsx';
import { StaffCrudPage } from '#components/staff-crud-page.tsx';
import { toast } from '#lib/toast.ts';
import { useWikiCategories } from '../api/wiki-api.ts';
import { deleteArticle, refreshStaffWiki, useAdminArticles, type TWikiStatus } from '../api/staff-wiki-api.ts';
import { useStaffTexts } from '../lib/use-staff-texts.ts';
import { pick, useLang } from '../lib/wiki-view.ts';
import '../staff-wiki.css';

const STATUSES: readonly TWikiStatus[] = ['all', 'published', 'draft'];
const LIST = { defaults: { status: 'all' as TWikiStatus, category: '', keyword: '' }, choices: { status: STATUSES } };

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
  const list = useStaffListState(LIST);
  const categories = useWikiCategories();
  const query = useAdminArticles({ ...list.filters, pageNum: list.page, pageSize: list.pageSize });

  const remove = async (id: string) => {
    const result = await deleteArticle(id);
    if (result.success) {
      void toast('success', t('siteStaff.common.deleted'));
      void refreshStaffWiki(queryClient);
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
    timeColumn(t('siteStaff.wiki.columns.updated'), 'updatedAt', { width: 150 }),
  ];

  return (
    <StaffCrudPage<TWikiAdminRow>
      testId="staff-wiki"
      title={t('siteStaff.wiki.title')}
      description={t('siteStaff.wiki.description')}
      addLabel={t('siteStaff.wiki.add')}
      onAdd={() => void navigate('/staff/wiki/new')}
      // Articles are long: they are edited on a page of their own, with the preview.
      onEdit={(r) => void navigate(`/staff/wiki/${r.id}`)}
      onDelete={(r) => remove(r.id)}
      filters={
        <>
          <Segmented<TWikiStatus>
            value={list.filters.status}
            onChange={(status) => list.setFilters({ status })}
            options={STATUSES.map((s) => ({ value: s, label: t(`siteStaff.wiki.status.${s}`) }))}
          />
          <Select
            style={{ width: 200 }}
            value={list.filters.category}
            onChange={(category: string) => list.setFilters({ category })}
            options={[
              { value: '', label: t('siteStaff.wiki.allCategories') },
              ...(categories.data?.rows.map((c) => ({ value: c.code, label: pick(lang, c.nameZh, c.nameEn) })) ?? []),
            ]}
          />
          <StaffSearch value={list.filters.keyword} placeholder={t('siteStaff.wiki.search')} width={260} onSearch={(keyword) => list.setFilters({ keyword })} />
        </>
      }
      query={query}
      columns={columns}
      rowKey="id"
      scrollX={900}
      emptyText={t('siteStaff.common.empty')}
      paging={list}
    />
  );
}
