/**
 * /staff/wiki/:id (or /staff/wiki/new): the article editor. Bodies are HTML typed into text areas; the server
 * sanitizes them on every save, and the preview shows the saved, sanitized result the server returned (never the
 * raw text being typed), so what staff see is exactly what visitors will get. Saves carry the version read; when
 * someone else saved meanwhile the server answers 110801 and the editor offers to reload.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Select, Space, Spin, Switch, Tabs, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZWikiArticleWrite, type TWikiAdminArticle } from '@scrapbridge/domain/wiki';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { useShellContext } from '#lib/shell-context.ts';
import { toast } from '#lib/toast.ts';
import { useZodForm } from '#lib/zod-form.ts';
import { useWikiCategories } from '../api/wiki-api.ts';
import { createArticle, refreshStaffWiki, updateArticle, useAdminArticle } from '../api/staff-wiki-api.ts';
import { useStaffTexts } from '../lib/use-staff-texts.ts';
import { pick, useLang } from '../lib/wiki-view.ts';
import '../staff-wiki.css';

type TArticleForm = {
  slug?: string;
  category?: string;
  titleZh?: string;
  titleEn?: string;
  summaryZh?: string;
  summaryEn?: string;
  coverUrl?: string;
  tags?: string[];
  published?: boolean;
  bodyZh?: string;
  bodyEn?: string;
};

export default function StaffWikiEditPage() {
  const ready = useStaffTexts();
  const { user } = useShellContext();
  const { id } = useParams();
  if (!ready || !user?.staff) return <Spin className="sb-staff-spin" size="large" />;
  // A new key per article: moving from "new" to the saved article's address starts a fresh editor state.
  return <ArticleEditor key={id ?? 'new'} id={id && id !== 'new' ? id : null} />;
}

function toForm(a: TWikiAdminArticle): TArticleForm {
  return {
    slug: a.slug,
    category: a.category.code,
    titleZh: a.titleZh,
    titleEn: a.titleEn,
    summaryZh: a.summaryZh,
    summaryEn: a.summaryEn,
    coverUrl: a.coverUrl ?? '',
    tags: a.tags,
    published: a.published,
    bodyZh: a.bodyZh,
    bodyEn: a.bodyEn,
  };
}

/** A schema path onto the form's field: `tags.0` → `tags`. */
const topField = (field: string) => field.split('.')[0] ?? field;

function ArticleEditor({ id }: { id: string | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const categories = useWikiCategories();
  const query = useAdminArticle(id);
  const [form] = Form.useForm<TArticleForm>();
  const [saved, setSaved] = useState<TWikiAdminArticle | null>(null);
  const [stale, setStale] = useState(false);
  const [saving, setSaving] = useState(false);
  const { check, refuse, touch, item } = useZodForm({ fieldOf: topField });

  // The article as read (and after each reload) fills the form and the preview.
  useEffect(() => {
    if (!query.data) return;
    setSaved(query.data);
    setStale(false);
    form.setFieldsValue(toForm(query.data));
  }, [query.data, form]);

  const submit = async () => {
    const v = form.getFieldsValue(true) as TArticleForm;
    const body = check(ZWikiArticleWrite, {
      slug: v.slug ?? '',
      category: v.category ?? '',
      titleZh: v.titleZh ?? '',
      titleEn: v.titleEn ?? '',
      summaryZh: v.summaryZh ?? '',
      summaryEn: v.summaryEn ?? '',
      bodyZh: v.bodyZh ?? '',
      bodyEn: v.bodyEn ?? '',
      coverUrl: v.coverUrl?.trim() ? v.coverUrl.trim() : null,
      tags: v.tags ?? [],
      published: !!v.published,
    });
    if (!body) return;
    setSaving(true);
    const result = id && saved ? await updateArticle(id, { ...body, version: saved.version }) : await createArticle(body);
    setSaving(false);
    if (!result.success) {
      if (result.code === ErrorCode.StaleData) setStale(true);
      // The calls quiet 1000: its field problems on the fields, one naming no field as the client's toast would say it.
      else refuse(result, { validationOnly: true, toastNoField: true });
      return;
    }
    void toast('success', t('siteStaff.common.saved'));
    setSaved(result.data);
    form.setFieldsValue(toForm(result.data));
    void refreshStaffWiki(queryClient);
    if (!id) void navigate(`/staff/wiki/${result.data.id}`, { replace: true });
  };

  if (id && query.isError) {
    return (
      <section className="sb-staff-page">
        <Alert type="error" showIcon message={t('siteStaff.wiki.editor.notFound')} />
        <p>
          <Link to="/staff/wiki">{t('siteStaff.wiki.editor.back')}</Link>
        </p>
      </section>
    );
  }
  if (id && !saved) return <Spin className="sb-staff-spin" size="large" />;

  const preview = (html: string | undefined) =>
    html?.trim() ? (
      // Sanitized by the server (the saved article), like the public page renders it.
      <div className="sb-wiki-preview" dangerouslySetInnerHTML={{ __html: html }} />
    ) : (
      <Typography.Paragraph type="secondary">{t('siteStaff.wiki.editor.previewEmpty')}</Typography.Paragraph>
    );

  return (
    <section className="sb-staff-page" data-testid="staff-wiki-editor">
      <Space className="sb-staff-head" align="start" wrap>
        <div>
          <Link to="/staff/wiki">
            <ArrowLeftOutlined /> {t('siteStaff.wiki.editor.back')}
          </Link>
          <Typography.Title level={3} style={{ margin: '8px 0 0' }}>
            {id ? t('siteStaff.wiki.editor.editTitle') : t('siteStaff.wiki.editor.newTitle')}
          </Typography.Title>
          {saved && (
            <Space size="small">
              <Tag>{t('siteStaff.wiki.editor.version', { version: saved.version })}</Tag>
              {saved.published && <Link to={`/wiki-detail?slug=${encodeURIComponent(saved.slug)}`}>{t('siteStaff.common.viewOnSite')}</Link>}
            </Space>
          )}
        </div>
        <Button type="primary" size="large" loading={saving} onClick={() => void submit()} data-testid="wiki-editor-save">
          {t('siteStaff.common.save')}
        </Button>
      </Space>
      {stale && (
        <Alert
          className="sb-wiki-stale"
          type="warning"
          showIcon
          message={t('errors.110801')}
          description={t('siteStaff.wiki.editor.stale')}
          action={
            <Button onClick={() => void query.refetch()} data-testid="wiki-editor-reload">
              {t('siteStaff.wiki.editor.reload')}
            </Button>
          }
        />
      )}
      <div className="sb-wiki-editor">
        <Form form={form} layout="vertical" initialValues={{ published: false, tags: [] }} onValuesChange={(changed: object) => touch(...Object.keys(changed))}>
          <div className="sb-wiki-editor-row">
            <Form.Item name="slug" {...item('slug')} label={t('site.fields.slug')} extra={t('siteStaff.wiki.editor.slugHint')} required>
              <Input maxLength={120} />
            </Form.Item>
            <Form.Item name="category" {...item('category')} label={t('site.fields.category')} required>
              <Select options={categories.data?.rows.map((c) => ({ value: c.code, label: pick(lang, c.nameZh, c.nameEn) })) ?? []} />
            </Form.Item>
          </div>
          <div className="sb-wiki-editor-row">
            <Form.Item name="titleZh" {...item('titleZh')} label={t('site.fields.titleZh')} required>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item name="titleEn" {...item('titleEn')} label={t('site.fields.titleEn')} required>
              <Input maxLength={200} />
            </Form.Item>
          </div>
          <div className="sb-wiki-editor-row">
            <Form.Item name="summaryZh" {...item('summaryZh')} label={t('site.fields.summaryZh')}>
              <Input.TextArea rows={3} maxLength={1000} />
            </Form.Item>
            <Form.Item name="summaryEn" {...item('summaryEn')} label={t('site.fields.summaryEn')}>
              <Input.TextArea rows={3} maxLength={1000} />
            </Form.Item>
          </div>
          <div className="sb-wiki-editor-row">
            <Form.Item name="coverUrl" {...item('coverUrl')} label={t('site.fields.coverUrl')} extra={t('siteStaff.wiki.editor.coverHint')}>
              <Input />
            </Form.Item>
            <Form.Item name="tags" {...item('tags')} label={t('site.fields.tags')} extra={t('siteStaff.wiki.editor.tagsHint')}>
              <Select mode="tags" tokenSeparators={[',', '，']} open={false} suffixIcon={null} />
            </Form.Item>
          </div>
          <Form.Item name="published" {...item('published')} label={t('site.fields.published')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Typography.Paragraph type="secondary">{t('siteStaff.wiki.editor.bodyHint')}</Typography.Paragraph>
          <Form.Item name="bodyZh" {...item('bodyZh')} label={t('site.fields.bodyZh')}>
            <Input.TextArea className="sb-html-area" rows={16} spellCheck={false} data-testid="wiki-editor-body-zh" />
          </Form.Item>
          <Form.Item name="bodyEn" {...item('bodyEn')} label={t('site.fields.bodyEn')}>
            <Input.TextArea className="sb-html-area" rows={16} spellCheck={false} data-testid="wiki-editor-body-en" />
          </Form.Item>
        </Form>
        <aside className="sb-wiki-preview-pane" aria-label={t('siteStaff.wiki.editor.preview')}>
          <Typography.Title level={5}>{t('siteStaff.wiki.editor.preview')}</Typography.Title>
          <Tabs
            items={[
              { key: 'zh', label: t('siteStaff.wiki.editor.chinese'), children: preview(saved?.bodyZh) },
              { key: 'en', label: t('siteStaff.wiki.editor.english'), children: preview(saved?.bodyEn) },
            ]}
          />
        </aside>
      </div>
    </section>
  );
}
