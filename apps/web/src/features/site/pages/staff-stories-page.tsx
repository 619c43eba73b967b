/** /staff/stories: partner stories of the landing carousel (§2), drafts included; create, edit, delete. */
import { AutoComplete, Form, Input, Space, Spin, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZStoryWriteRequest, type TPartnerStory, type TStoryWriteRequest } from '@scrapbridge/domain/site';
import { useShellContext } from '#lib/shell-context.ts';
import { StaffCrudPage, useStaffCrud } from '#components/staff-crud-page.tsx';
import { PublishedSortFields } from '../components/published-sort-fields.tsx';
import { deleteStory, saveStory, staffKeys, useStaffStories } from '../api/staff-site-api.ts';
import { blankToNull, BUILT_IN_COVERS } from '../lib/staff-form.ts';
import { useStaffTexts } from '../lib/use-staff-texts.ts';
import { pick, useLang } from '../lib/use-lang.ts';

type TStoryForm = {
  company?: string;
  country?: string;
  person?: string;
  roleZh?: string;
  roleEn?: string;
  quoteZh?: string;
  quoteEn?: string;
  coverUrl?: string;
  published?: boolean;
  sort?: number;
};

export default function StaffStoriesPage() {
  const ready = useStaffTexts();
  const { user } = useShellContext();
  if (!ready || !user?.staff) return <Spin className="sb-staff-spin" size="large" />;
  return <StoriesAdmin />;
}

function StoriesAdmin() {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const query = useStaffStories(true);
  const [form] = Form.useForm<TStoryForm>();
  const { editing, saving, open, close, submit, remove, item, touch } = useStaffCrud<TPartnerStory, TStoryForm, TStoryWriteRequest>({
    form,
    toForm: (item) =>
      item === 'new'
        ? { published: false, sort: (query.data?.rows.length ?? 0) * 10 }
        : {
            company: item.company,
            country: item.country,
            person: item.person,
            roleZh: item.roleZh,
            roleEn: item.roleEn,
            quoteZh: item.quoteZh,
            quoteEn: item.quoteEn,
            coverUrl: item.coverUrl ?? '',
            published: item.published,
            sort: item.sort,
          },
    toRequest: (v) => ({
      company: v.company ?? '',
      country: v.country ?? '',
      person: v.person ?? '',
      roleZh: v.roleZh ?? '',
      roleEn: v.roleEn ?? '',
      quoteZh: v.quoteZh ?? '',
      quoteEn: v.quoteEn ?? '',
      coverUrl: blankToNull(v.coverUrl),
      published: !!v.published,
      sort: v.sort ?? 0,
    }),
    schema: ZStoryWriteRequest,
    save: saveStory,
    remove: deleteStory,
    refresh: () => queryClient.invalidateQueries({ queryKey: staffKeys.stories }),
  });

  const columns: TableColumnsType<TPartnerStory> = [
    { title: t('siteStaff.stories.columns.sort'), dataIndex: 'sort', width: 80 },
    { title: t('siteStaff.stories.columns.company'), dataIndex: 'company', width: 200 },
    {
      title: t('siteStaff.stories.columns.person'),
      key: 'person',
      width: 180,
      render: (_, r) => (
        <div>
          <div>{r.person}</div>
          <Typography.Text type="secondary">{pick(lang, r.roleZh, r.roleEn)}</Typography.Text>
        </div>
      ),
    },
    { title: t('siteStaff.stories.columns.country'), dataIndex: 'countryName', width: 130 },
    {
      title: t('siteStaff.stories.columns.quote'),
      key: 'quote',
      render: (_, r) => <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>{pick(lang, r.quoteZh, r.quoteEn)}</Typography.Paragraph>,
    },
    {
      title: t('siteStaff.stories.columns.status'),
      dataIndex: 'published',
      width: 100,
      render: (v: boolean) => <Tag color={v ? 'green' : 'default'}>{v ? t('siteStaff.common.published') : t('siteStaff.common.draft')}</Tag>,
    },
  ];

  return (
    <StaffCrudPage<TPartnerStory>
      testId="staff-stories"
      title={t('siteStaff.stories.title')}
      description={t('siteStaff.stories.description')}
      addLabel={t('siteStaff.stories.add')}
      onAdd={() => open('new')}
      onEdit={open}
      onDelete={(r) => remove(r.id)}
      query={query}
      columns={columns}
      rowKey="id"
      scrollX={960}
      emptyText={t('siteStaff.common.empty')}
      paging={false}
      drawer={{
        open: editing !== null,
        title: editing === 'new' ? t('siteStaff.stories.add') : t('siteStaff.stories.edit'),
        saving,
        onClose: close,
        onSave: () => void submit(),
        children: (
          <Form form={form} layout="vertical" onFinish={() => void submit()} onValuesChange={(changed: object) => touch(...Object.keys(changed))}>
            <Form.Item name="company" {...item('company')} label={t('site.fields.company')} required>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item name="country" {...item('country')} label={t('site.fields.country')} extra={t('siteStaff.stories.countryHint')} required>
              <Input maxLength={2} style={{ width: 100, textTransform: 'uppercase' }} />
            </Form.Item>
            <Form.Item name="person" {...item('person')} label={t('site.fields.person')} required>
              <Input maxLength={100} />
            </Form.Item>
            <Space size="middle" wrap>
              <Form.Item name="roleZh" {...item('roleZh')} label={t('site.fields.roleZh')}>
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item name="roleEn" {...item('roleEn')} label={t('site.fields.roleEn')}>
                <Input maxLength={100} />
              </Form.Item>
            </Space>
            <Form.Item name="quoteZh" {...item('quoteZh')} label={t('site.fields.quoteZh')} required>
              <Input.TextArea rows={4} maxLength={1000} showCount />
            </Form.Item>
            <Form.Item name="quoteEn" {...item('quoteEn')} label={t('site.fields.quoteEn')} required>
              <Input.TextArea rows={4} maxLength={1000} showCount />
            </Form.Item>
            <Form.Item name="coverUrl" {...item('coverUrl')} label={t('site.fields.coverUrl')} extra={t('siteStaff.common.coverHint')}>
              <AutoComplete options={BUILT_IN_COVERS.map((value) => ({ value }))} allowClear />
            </Form.Item>
            <PublishedSortFields item={item} />
          </Form>
        ),
      }}
    />
  );
}
