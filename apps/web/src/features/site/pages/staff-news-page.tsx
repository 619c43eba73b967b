/** /staff/news: news items of the landing page and /news (§3 News item), drafts included; create, edit, delete. */
import { AutoComplete, DatePicker, Form, Input, Select, Space, Spin, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NEWS_TAGS, ZNewsWriteRequest, type TNewsItem, type TNewsWriteRequest } from '@scrapbridge/domain/site';
import { useShellContext } from '#lib/shell-context.ts';
import { useStaffListState } from '#components/staff-list.tsx';
import { StaffCrudPage, useStaffCrud } from '#components/staff-crud-page.tsx';
import { PublishedSortFields } from '../components/published-sort-fields.tsx';
import { deleteNews, saveNews, staffKeys, useStaffNews } from '../api/staff-site-api.ts';
import { blankToNull, BUILT_IN_COVERS } from '../lib/staff-form.ts';
import { useStaffTexts } from '../lib/use-staff-texts.ts';
import { pick, useLang } from '../lib/use-lang.ts';

type TNewsForm = {
  coverUrl?: string;
  titleZh?: string;
  titleEn?: string;
  tag?: string;
  date?: Dayjs;
  link?: string;
  linkEn?: string;
  published?: boolean;
  sort?: number;
};

export default function StaffNewsPage() {
  const ready = useStaffTexts();
  const { user } = useShellContext();
  if (!ready || !user?.staff) return <Spin className="sb-staff-spin" size="large" />;
  return <NewsAdmin />;
}

function NewsAdmin() {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const list = useStaffListState();
  const query = useStaffNews(list.page, list.pageSize, true);
  const [form] = Form.useForm<TNewsForm>();
  const { editing, saving, open, close, submit, remove, item, touch } = useStaffCrud<TNewsItem, TNewsForm, TNewsWriteRequest>({
    form,
    toForm: (item) =>
      item === 'new'
        ? { tag: 'platform', date: dayjs(), published: false, sort: 0 }
        : {
            coverUrl: item.coverUrl ?? '',
            titleZh: item.titleZh,
            titleEn: item.titleEn,
            tag: item.tag,
            date: dayjs(item.date),
            link: item.link ?? '',
            linkEn: item.linkEn ?? '',
            published: item.published,
            sort: item.sort,
          },
    toRequest: (v) => ({
      coverUrl: blankToNull(v.coverUrl),
      titleZh: v.titleZh ?? '',
      titleEn: v.titleEn ?? '',
      tag: v.tag,
      date: v.date ? v.date.format('YYYY-MM-DD') : '',
      link: blankToNull(v.link),
      linkEn: blankToNull(v.linkEn),
      published: !!v.published,
      sort: v.sort ?? 0,
    }),
    schema: ZNewsWriteRequest,
    save: saveNews,
    remove: deleteNews,
    refresh: () => queryClient.invalidateQueries({ queryKey: staffKeys.news }),
  });

  const columns: TableColumnsType<TNewsItem> = [
    { title: t('siteStaff.news.columns.date'), dataIndex: 'date', width: 120 },
    {
      title: t('siteStaff.news.columns.title'),
      key: 'title',
      render: (_, r) => (
        <div>
          <div>{pick(lang, r.titleZh, r.titleEn)}</div>
          <Typography.Text type="secondary">{lang === 'zh' ? r.titleEn : r.titleZh}</Typography.Text>
        </div>
      ),
    },
    { title: t('siteStaff.news.columns.tag'), dataIndex: 'tag', width: 110, render: (v: string) => t(`site.news.tags.${v}`) },
    {
      title: t('siteStaff.news.columns.status'),
      dataIndex: 'published',
      width: 110,
      render: (v: boolean) => <Tag color={v ? 'green' : 'default'}>{v ? t('siteStaff.common.published') : t('siteStaff.common.draft')}</Tag>,
    },
    { title: t('siteStaff.news.columns.sort'), dataIndex: 'sort', width: 80 },
  ];

  return (
    <StaffCrudPage<TNewsItem>
      testId="staff-news"
      title={t('siteStaff.news.title')}
      description={t('siteStaff.news.description')}
      addLabel={t('siteStaff.news.add')}
      addTestId="staff-news-add"
      onAdd={() => open('new')}
      onEdit={open}
      editTestId="staff-news-edit"
      onDelete={(r) => remove(r.id)}
      query={query}
      columns={columns}
      rowKey="id"
      scrollX={860}
      emptyText={t('siteStaff.common.empty')}
      paging={list}
      drawer={{
        open: editing !== null,
        title: editing === 'new' ? t('siteStaff.news.add') : t('siteStaff.news.edit'),
        saving,
        onClose: close,
        onSave: () => void submit(),
        saveTestId: 'staff-news-save',
        children: (
          <Form form={form} layout="vertical" onFinish={() => void submit()} onValuesChange={(changed: object) => touch(...Object.keys(changed))}>
            <Form.Item name="titleZh" {...item('titleZh')} label={t('site.fields.titleZh')} required>
              <Input maxLength={200} showCount />
            </Form.Item>
            <Form.Item name="titleEn" {...item('titleEn')} label={t('site.fields.titleEn')} required>
              <Input maxLength={200} showCount />
            </Form.Item>
            <Space size="large" wrap>
              <Form.Item name="tag" {...item('tag')} label={t('site.fields.tag')} required>
                <Select style={{ width: 180 }} options={NEWS_TAGS.map((tag) => ({ value: tag, label: t(`site.news.tags.${tag}`) }))} />
              </Form.Item>
              <Form.Item name="date" {...item('date')} label={t('site.fields.date')} required>
                <DatePicker allowClear={false} />
              </Form.Item>
            </Space>
            <Form.Item name="coverUrl" {...item('coverUrl')} label={t('site.fields.coverUrl')} extra={t('siteStaff.common.coverHint')}>
              <AutoComplete options={BUILT_IN_COVERS.map((value) => ({ value }))} allowClear />
            </Form.Item>
            <Form.Item name="link" {...item('link')} label={t('site.fields.link')} extra={t('siteStaff.common.linkHint')}>
              <Input />
            </Form.Item>
            <Form.Item name="linkEn" {...item('linkEn')} label={t('site.fields.linkEn')}>
              <Input />
            </Form.Item>
            <PublishedSortFields item={item} />
          </Form>
        ),
      }}
    />
  );
}
