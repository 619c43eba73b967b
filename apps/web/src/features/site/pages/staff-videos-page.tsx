/**
 * /staff/videos: the videos of /videoX (§2). Staff upload an MP4 (through the upload pipeline: type read from the
 * bytes, §9 100 MB) and a poster — a picture, or the frame the preview shows, drawn in the browser (no server-side
 * video tools needed) — title it in both languages, publish or unpublish it, and set the play order with up/down.
 */
import { useRef, useState, type RefObject } from 'react';
import { Button, Form, Input, Progress, Space, Spin, Switch, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { filesRoutes } from '@scrapbridge/domain/contract/routes/files';
import { moveInOrder, ZSiteVideoWriteRequest, type TSiteVideo, type TSiteVideoWriteRequest } from '@scrapbridge/domain/site-video';
import { uploadRoute } from '#lib/route-client.ts';
import { useShellContext } from '#lib/shell-context.ts';
import { toast } from '#lib/toast.ts';
import { StaffCrudPage, useStaffCrud } from '#components/staff-crud-page.tsx';
import { deleteVideo, reorderVideos, saveVideo, staffVideosKey, useStaffVideos } from '../api/videos-api.ts';
import { useStaffTexts } from '../lib/use-staff-texts.ts';
import { pick, useLang } from '../lib/use-lang.ts';

type TVideoForm = {
  videoFileId?: string;
  videoSrc?: string;
  posterFileId?: string | null;
  posterSrc?: string | null;
  titleZh?: string;
  titleEn?: string;
  descriptionZh?: string;
  descriptionEn?: string;
  published?: boolean;
};

export default function StaffVideosPage() {
  const ready = useStaffTexts();
  const { user } = useShellContext();
  if (!ready || !user?.staff) return <Spin className="sb-staff-spin" size="large" />;
  return <VideosAdmin />;
}

function toRequest(v: TSiteVideo): TSiteVideoWriteRequest {
  return {
    videoFileId: v.fileId,
    posterFileId: v.posterFileId,
    titleZh: v.titleZh,
    titleEn: v.titleEn,
    descriptionZh: v.descriptionZh,
    descriptionEn: v.descriptionEn,
    published: v.published,
  };
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function VideosAdmin() {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const query = useStaffVideos(true);
  const rows = query.data?.rows ?? [];
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<TVideoForm>();
  // The drawer's video preview: the poster can be the frame it shows.
  const preview = useRef<HTMLVideoElement>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: staffVideosKey });
  const { editing, saving, open, close, submit, remove, item, touch } = useStaffCrud<TSiteVideo, TVideoForm, TSiteVideoWriteRequest>({
    form,
    toForm: (v) =>
      v === 'new'
        ? { published: false, posterFileId: null, posterSrc: null, descriptionZh: '', descriptionEn: '' }
        : { ...toRequest(v), videoSrc: v.src, posterSrc: v.poster },
    toRequest: (v) => ({
      videoFileId: v.videoFileId ?? '',
      posterFileId: v.posterFileId ?? null,
      titleZh: v.titleZh ?? '',
      titleEn: v.titleEn ?? '',
      descriptionZh: v.descriptionZh ?? '',
      descriptionEn: v.descriptionEn ?? '',
      published: !!v.published,
    }),
    schema: ZSiteVideoWriteRequest,
    save: saveVideo,
    remove: deleteVideo,
    refresh,
  });

  const move = async (id: string, direction: 'up' | 'down') => {
    setBusy(true);
    const result = await reorderVideos(moveInOrder(rows.map((r) => r.id), id, direction));
    setBusy(false);
    if (!result.success && result.code === 110801) void toast('warning', t('siteStaff.videos.orderChanged'));
    void refresh();
  };

  const setPublished = async (v: TSiteVideo, published: boolean) => {
    setBusy(true);
    const result = await saveVideo(v.id, { ...toRequest(v), published });
    setBusy(false);
    if (result.success) void toast('success', t('siteStaff.common.saved'));
    else if (result.code === 1000) void toast('error', result.msg);
    void refresh();
  };

  const columns: TableColumnsType<TSiteVideo> = [
    {
      title: t('siteStaff.videos.columns.order'),
      key: 'order',
      width: 110,
      render: (_, r, i) => (
        <Space size={4}>
          <Button size="small" icon={<ArrowUpOutlined />} aria-label={t('siteStaff.videos.moveUp')} disabled={busy || i === 0} onClick={() => void move(r.id, 'up')} data-testid="video-up" />
          <Button size="small" icon={<ArrowDownOutlined />} aria-label={t('siteStaff.videos.moveDown')} disabled={busy || i === rows.length - 1} onClick={() => void move(r.id, 'down')} data-testid="video-down" />
        </Space>
      ),
    },
    {
      title: t('siteStaff.videos.columns.poster'),
      key: 'poster',
      width: 120,
      render: (_, r) => (r.poster ? <img src={r.poster} alt="" width={96} height={54} style={{ objectFit: 'cover', borderRadius: 4, background: '#000' }} /> : <Typography.Text type="secondary">—</Typography.Text>),
    },
    {
      title: t('siteStaff.videos.columns.title'),
      key: 'title',
      render: (_, r) => (
        <div data-testid="staff-video-title">
          <div>{pick(lang, r.titleZh, r.titleEn)}</div>
          <Typography.Text type="secondary">{pick(lang, r.titleEn, r.titleZh)}</Typography.Text>
        </div>
      ),
    },
    { title: t('siteStaff.videos.columns.size'), key: 'size', width: 90, render: (_, r) => formatSize(r.size) },
    {
      title: t('siteStaff.videos.columns.status'),
      key: 'published',
      width: 150,
      render: (_, r) => (
        <Space>
          <Switch
            size="small"
            checked={r.published}
            disabled={busy}
            aria-label={r.published ? t('siteStaff.videos.unpublish') : t('siteStaff.videos.publish')}
            onChange={(on) => void setPublished(r, on)}
            data-testid="video-published"
          />
          <Tag color={r.published ? 'green' : 'default'}>{r.published ? t('siteStaff.common.published') : t('siteStaff.common.draft')}</Tag>
        </Space>
      ),
    },
  ];

  return (
    <StaffCrudPage<TSiteVideo>
      testId="staff-videos"
      title={t('siteStaff.videos.title')}
      description={t('siteStaff.videos.description')}
      addLabel={t('siteStaff.videos.add')}
      addTestId="video-add"
      onAdd={() => open('new')}
      onEdit={open}
      onDelete={(r) => remove(r.id)}
      query={query}
      columns={columns}
      rowKey="id"
      scrollX={760}
      emptyText={t('siteStaff.common.empty')}
      paging={false}
      drawer={{
        open: editing !== null,
        title: editing === 'new' ? t('siteStaff.videos.add') : t('siteStaff.videos.edit'),
        saving,
        onClose: close,
        onSave: () => void submit(),
        saveTestId: 'video-save',
        children: (
          <Form form={form} layout="vertical" onFinish={() => void submit()} onValuesChange={(changed: object) => touch(...Object.keys(changed))}>
            <Form.Item name="videoFileId" {...item('videoFileId')} label={t('site.fields.videoFileId')} required>
              <VideoFileField form={form} preview={preview} onTouched={() => touch('videoFileId')} />
            </Form.Item>
            <Form.Item name="posterFileId" {...item('posterFileId')} label={t('site.fields.posterFileId')}>
              <PosterField form={form} preview={preview} onTouched={() => touch('posterFileId')} />
            </Form.Item>
            <Form.Item name="titleZh" {...item('titleZh')} label={t('site.fields.titleZh')} required>
              <Input maxLength={120} data-testid="video-title-zh" />
            </Form.Item>
            <Form.Item name="titleEn" {...item('titleEn')} label={t('site.fields.titleEn')} required>
              <Input maxLength={120} data-testid="video-title-en" />
            </Form.Item>
            <Form.Item name="descriptionZh" {...item('descriptionZh')} label={t('site.fields.descriptionZh')}>
              <Input.TextArea rows={3} maxLength={1000} showCount />
            </Form.Item>
            <Form.Item name="descriptionEn" {...item('descriptionEn')} label={t('site.fields.descriptionEn')}>
              <Input.TextArea rows={3} maxLength={1000} showCount />
            </Form.Item>
            <Form.Item name="published" {...item('published')} label={t('site.fields.published')} valuePropName="checked">
              <Switch data-testid="video-publish-switch" />
            </Form.Item>
          </Form>
        ),
      }}
    />
  );
}

type TUploaded = { fileId: string; fileFullPath: string };

async function uploadFile(file: File, onProgress: (p: number) => void): Promise<TUploaded | null> {
  const body = new FormData();
  body.append('fileType', 'ask');
  body.append('watermark', '0');
  body.append('file', file, file.name);
  const result = await uploadRoute(filesRoutes.upload, {}, body, { onProgress });
  return result.success ? result.data : null;
}

type TFieldProps = {
  form: ReturnType<typeof Form.useForm<TVideoForm>>[0];
  preview: RefObject<HTMLVideoElement | null>;
  onTouched: () => void;
};

/** Uploads one picked file with progress and puts its id and path in the form. */
function useFieldUpload({ form, onTouched }: TFieldProps, what: 'video' | 'poster') {
  const [percent, setPercent] = useState<number | null>(null);
  const upload = async (file: File) => {
    setPercent(0);
    const stored = await uploadFile(file, setPercent);
    setPercent(null);
    if (!stored) return;
    if (what === 'video') form.setFieldsValue({ videoFileId: stored.fileId, videoSrc: stored.fileFullPath });
    else form.setFieldsValue({ posterFileId: stored.fileId, posterSrc: stored.fileFullPath });
    onTouched();
  };
  return { percent, upload };
}

/** The MP4: picked, uploaded at once with progress, previewed (the poster can be taken from the preview). */
function VideoFileField(props: TFieldProps) {
  const { t } = useTranslation();
  const videoSrc = Form.useWatch('videoSrc', { form: props.form, preserve: true });
  const posterSrc = Form.useWatch('posterSrc', { form: props.form, preserve: true });
  const input = useRef<HTMLInputElement>(null);
  const { percent, upload } = useFieldUpload(props, 'video');
  return (
    <div data-testid="video-file-field">
      {videoSrc ? (
        <video ref={props.preview} src={videoSrc} poster={posterSrc ?? undefined} controls preload="metadata" playsInline style={{ width: '100%', maxHeight: 260, background: '#000', borderRadius: 8 }} data-testid="video-preview" />
      ) : (
        <Typography.Paragraph type="secondary">{t('siteStaff.videos.noVideoYet')}</Typography.Paragraph>
      )}
      {percent !== null && <Progress percent={percent} size="small" status="active" aria-label={t('siteStaff.videos.uploading', { percent })} />}
      <Button onClick={() => input.current?.click()} disabled={percent !== null} style={{ marginTop: 8 }} data-testid="video-choose">
        {videoSrc ? t('siteStaff.videos.replaceVideo') : t('siteStaff.videos.chooseVideo')}
      </Button>
      <input
        ref={input}
        type="file"
        accept="video/mp4"
        hidden
        data-testid="video-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void upload(file);
        }}
      />
    </div>
  );
}

/** The poster: a picture, or the frame the preview shows drawn in the browser (no server-side video tools needed). */
function PosterField(props: TFieldProps) {
  const { t } = useTranslation();
  const videoSrc = Form.useWatch('videoSrc', { form: props.form, preserve: true });
  const posterSrc = Form.useWatch('posterSrc', { form: props.form, preserve: true });
  const input = useRef<HTMLInputElement>(null);
  const { percent, upload } = useFieldUpload(props, 'poster');

  const capture = () => {
    const video = props.preview.current;
    try {
      if (!video || !video.videoWidth) throw new Error('no frame');
      const canvas = document.createElement('canvas');
      const scale = Math.min(1, 1280 / video.videoWidth);
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      canvas.getContext('2d')!.drawImage(video, 0, 0, canvas.width, canvas.height);
      canvas.toBlob(
        (blob) => {
          if (blob) void upload(new File([blob], 'poster.jpg', { type: 'image/jpeg' }));
          else void toast('error', t('siteStaff.videos.captureFailed'));
        },
        'image/jpeg',
        0.85,
      );
    } catch {
      void toast('error', t('siteStaff.videos.captureFailed'));
    }
  };

  return (
    <div data-testid="poster-field">
      {posterSrc && <img src={posterSrc} alt="" width={160} height={90} style={{ objectFit: 'cover', borderRadius: 6, background: '#000', display: 'block', marginBottom: 8 }} data-testid="poster-preview" />}
      {percent !== null && <Progress percent={percent} size="small" status="active" aria-label={t('siteStaff.videos.uploading', { percent })} />}
      <Space wrap>
        <Button onClick={() => input.current?.click()} disabled={percent !== null} data-testid="poster-choose">
          {t('siteStaff.videos.choosePoster')}
        </Button>
        {videoSrc && (
          <Button onClick={capture} disabled={percent !== null} data-testid="poster-capture">
            {t('siteStaff.videos.capturePoster')}
          </Button>
        )}
        {posterSrc && (
          <Button
            type="link"
            onClick={() => {
              props.form.setFieldsValue({ posterFileId: null, posterSrc: null });
              props.onTouched();
            }}
          >
            {t('siteStaff.videos.removePoster')}
          </Button>
        )}
      </Space>
      {videoSrc && <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>{t('siteStaff.videos.captureHint')}</Typography.Paragraph>}
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        hidden
        data-testid="poster-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void upload(file);
        }}
      />
    </div>
  );
}
