/**
 * The publish form's uploads (§5, §9): files picked for a line are screened against the limits first (the 50-file
 * and 3-video caps, types, sizes), shown at once with a local preview, and uploaded a few at a time with their
 * progress; a removed file's upload is cancelled. Uploads still running when the seller leaves are cancelled, and
 * local previews released.
 */
import { useEffect, useRef } from 'react';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TUploadedFile } from '@scrapbridge/domain/media';
import { toast } from '#lib/toast.ts';
import { uploadAskFile } from '../api/upload-api.ts';
import { allMedia, type TAskFormValues, type TMediaItem } from '../lib/form-model.ts';
import { screenFiles } from '../lib/media-rules.ts';

/** Uploads running at once: enough to keep the line busy, few enough not to starve the page on a slow link. */
const PARALLEL_UPLOADS = 2;

let uidSeq = 0;
const newUid = () => `local-${Date.now().toString(36)}-${(uidSeq++).toString(36)}`;

/** The watermark choice travels with the job: the switch applies to files picked after it changes. */
type TUploadJob = { uid: string; file: File; watermark: boolean };

export function useAskUploads(form: FormInstance<TAskFormValues>, { watermark, lang }: { watermark: boolean; lang: TLang }) {
  const { t } = useTranslation();
  const queue = useRef<TUploadJob[]>([]);
  const running = useRef(new Map<string, AbortController>());
  const blobUrls = useRef(new Set<string>());

  useEffect(() => {
    const jobs = running.current;
    const urls = blobUrls.current;
    return () => {
      for (const c of jobs.values()) c.abort();
      for (const u of urls) URL.revokeObjectURL(u);
    };
  }, []);

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
        lang,
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
          // fileType ask takes pictures and videos only: the server never answers 'document' here.
          patchMedia(job.uid, { status: 'done', percent: 100, fileId: file.fileId, kind: file.kind === 'video' ? 'video' : 'image', url: file.fileFullPath, name: file.fileName });
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

  return { pickFiles, onRemoveFile };
}
