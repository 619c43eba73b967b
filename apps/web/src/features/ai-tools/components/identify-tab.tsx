/**
 * Identify (issue 17 item 1; §1 "AI identification of scrap from photos"): the user adds one or more photos of a lot
 * and sees the three likeliest grades of the catalogue with their confidence and the labelled photos that support
 * each (links to the listings they came from), and the live listings whose photos look most alike. Nothing is
 * labelled automatically. Signed-in users only (each answer runs a model); a visitor is offered the sign-in.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert, Button, Dropdown, Empty, Progress, Select, Spin, Upload } from 'antd';
import { CameraOutlined, DeleteOutlined, MoreOutlined } from '@ant-design/icons';
import type { TRecognitionCandidate } from '@scrapbridge/domain/ai-recognition/ai-recognition';
import { RECOGNITION_MAX_PHOTOS } from '@scrapbridge/domain/ai-recognition/ai-recognition';
import { filesRoutes } from '@scrapbridge/domain/contract/routes/files';
import { useIdentify, useRelabelPhoto, useSimilarListings } from '#components/recognition/recognition-api.ts';
import { AppDialog } from '#components/app-dialog.tsx';
import { useCategoryOptions } from '#components/category-options.ts';
import { detailHref } from '#components/ask-card-model.ts';
import { openLoginDialog } from '#lib/login-dialog.ts';
import { uploadRoute } from '#lib/route-client.ts';
import { useSignedIn } from '#lib/session.ts';
import { readCachedUser } from '#lib/storage.ts';
import { toast } from '#lib/toast.ts';

type TPhoto = { uid: string; preview: string; fileId?: string; failed?: boolean };

export function IdentifyTab() {
  const { t, i18n } = useTranslation();
  const signedIn = useSignedIn();
  const [photos, setPhotos] = useState<TPhoto[]>([]);
  const fileIds = photos.flatMap((p) => (p.fileId ? [p.fileId] : []));
  const uploading = photos.some((p) => !p.fileId && !p.failed);
  // Asked once every picked photo is uploaded, so one answer covers the whole lot.
  const identified = useIdentify(uploading ? [] : fileIds);
  const similar = useSimilarListings(uploading ? undefined : fileIds[0]);
  const name = (c: { nameZh: string; nameEn: string }) => (i18n.language.startsWith('zh') ? c.nameZh : c.nameEn);
  // Staff keep the labelled photos right from here (the server checks the role again).
  const isStaff = readCachedUser()?.staff === true;
  const relabel = useRelabelPhoto();
  // A photo whose right grade is none of the three shown: staff pick any grade of the catalogue.
  const [otherFor, setOtherFor] = useState<string | null>(null);
  const labelMenu = (fileId: string, candidate: TRecognitionCandidate, all: TRecognitionCandidate[]) => ({
    items: [
      { key: 'confirm', label: t('aiTools.identify.staff.confirm', { name: name(candidate) }) },
      ...all.filter((o) => o.categoryId !== candidate.categoryId).map((o) => ({ key: `relabel:${o.categoryId}`, label: t('aiTools.identify.staff.relabel', { name: name(o) }) })),
      { key: 'other', label: t('aiTools.identify.staff.other') },
      { key: 'exclude', danger: true, label: t('aiTools.identify.staff.exclude') },
    ],
    onClick: ({ key }: { key: string }) => {
      if (key === 'other') {
        setOtherFor(fileId);
        return;
      }
      const body = key === 'confirm' ? { action: 'confirm' as const } : key === 'exclude' ? { action: 'exclude' as const } : { action: 'relabel' as const, categoryId: Number(key.split(':')[1]) };
      relabel.mutate({ fileId, body }, { onSuccess: () => void toast('success', t('aiTools.identify.staff.saved')) });
    },
  });

  const add = async (file: File) => {
    const uid = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    setPhotos((all) => [...all, { uid, preview: URL.createObjectURL(file) }].slice(0, RECOGNITION_MAX_PHOTOS));
    const form = new FormData();
    form.append('fileType', 'ask');
    form.append('watermark', '0');
    form.append('file', file, file.name);
    const res = await uploadRoute(filesRoutes.upload, {}, form);
    setPhotos((all) => all.map((p) => (p.uid === uid ? (res.success ? { ...p, fileId: res.data.fileId } : { ...p, failed: true }) : p)));
    if (!res.success) void toast('error', t('aiTools.identify.uploadFailed'));
  };
  const remove = (uid: string) =>
    setPhotos((all) => {
      const gone = all.find((p) => p.uid === uid);
      if (gone) URL.revokeObjectURL(gone.preview);
      return all.filter((p) => p.uid !== uid);
    });

  if (!signedIn) {
    return (
      <div className="sb-aitools-pane" data-testid="identify-tab">
        <Alert
          type="info"
          showIcon
          message={t('aiTools.identify.signIn')}
          action={
            <Button type="primary" size="small" onClick={() => openLoginDialog()} data-testid="identify-sign-in">
              {t('aiTools.identify.signInButton')}
            </Button>
          }
        />
      </div>
    );
  }

  const result = identified.data;
  return (
    <div className="sb-aitools-pane" data-testid="identify-tab">
      <p className="sb-aitools-sub">{t('aiTools.identify.intro')}</p>
      <div className="sb-identify-photos">
        {photos.map((p) => (
          <div key={p.uid} className="sb-identify-photo" data-testid="identify-photo">
            <img src={p.preview} alt="" />
            {!p.fileId && !p.failed && <Spin size="small" className="sb-identify-spin" />}
            <Button size="small" type="text" icon={<DeleteOutlined />} aria-label={t('aiTools.identify.remove')} onClick={() => remove(p.uid)} />
          </div>
        ))}
        {photos.length < RECOGNITION_MAX_PHOTOS && (
          <Upload
            accept="image/jpeg,image/png,image/webp,image/gif,image/bmp"
            multiple
            showUploadList={false}
            beforeUpload={(file) => {
              void add(file);
              return false;
            }}
          >
            <Button icon={<CameraOutlined />} data-testid="identify-pick">
              {t(photos.length ? 'aiTools.identify.addMore' : 'aiTools.identify.pick')}
            </Button>
          </Upload>
        )}
      </div>

      {(identified.isFetching || uploading) && <Spin data-testid="identify-working" />}
      {result && (
        <section className="sb-identify-results" data-testid="identify-results" aria-label={t('aiTools.identify.resultsTitle')}>
          <h3>{t('aiTools.identify.resultsTitle')}</h3>
          {result.candidates.length === 0 ? (
            <Empty description={result.referenceCount === 0 ? t('aiTools.identify.noReferences') : t('aiTools.identify.noMatch')} />
          ) : (
            <ol className="sb-identify-candidates">
              {result.candidates.map((c: TRecognitionCandidate) => (
                <li key={c.categoryId} className="sb-identify-candidate" data-testid="identify-candidate">
                  <div className="sb-identify-candidate-head">
                    <strong data-testid="identify-candidate-name">{name(c)}</strong>
                    <Progress percent={Math.round(c.confidence * 100)} size="small" className="sb-identify-confidence" />
                  </div>
                  {c.references.length > 0 && (
                    <div className="sb-identify-refs">
                      <span className="sb-identify-refs-label">{t('aiTools.identify.references')}</span>
                      {c.references.map((r) => (
                        <span key={r.fileId} className="sb-identify-ref">
                          {r.askId ? (
                            <Link to={detailHref(r.askId)} data-testid="identify-reference" title={t('aiTools.identify.openListing')}>
                              <img src={r.url} alt={name(c)} loading="lazy" />
                            </Link>
                          ) : (
                            <img src={r.url} alt={name(c)} loading="lazy" data-testid="identify-reference" />
                          )}
                          {isStaff && (
                            <Dropdown menu={labelMenu(r.fileId, c, result.candidates)} trigger={['click']}>
                              <Button size="small" type="text" icon={<MoreOutlined />} aria-label={t('aiTools.identify.staff.menu')} data-testid="identify-reference-label" />
                            </Dropdown>
                          )}
                        </span>
                      ))}
                    </div>
                  )}
                </li>
              ))}
            </ol>
          )}
          <p className="sb-aitools-note">
            {result.referenceCount !== null ? t('aiTools.identify.howBuiltin', { count: result.referenceCount }) : t('aiTools.identify.howModel')}
          </p>
        </section>
      )}

      {similar.data && (
        <section className="sb-identify-similar" data-testid="identify-similar" aria-label={t('aiTools.identify.similarTitle')}>
          <h3>{t('aiTools.identify.similarTitle')}</h3>
          {similar.data.rows.length === 0 ? (
            <Empty description={t('aiTools.identify.noSimilar')} />
          ) : (
            <div className="sb-identify-similar-grid">
              {similar.data.rows.map((s) => (
                <Link key={s.askId} to={detailHref(s.askId)} className="sb-identify-similar-card" data-testid="identify-similar-listing">
                  <img src={s.url} alt="" loading="lazy" />
                  <span>{(i18n.language.startsWith('zh') ? s.askNameZh : s.askName) ?? s.askName ?? s.askNameZh}</span>
                  <small>{t('aiTools.identify.similarity', { value: Math.round(s.similarity * 100) })}</small>
                </Link>
              ))}
            </div>
          )}
        </section>
      )}
      <RelabelDialog
        fileId={otherFor}
        onClose={() => setOtherFor(null)}
        onSave={(fileId, categoryId) =>
          relabel.mutate(
            { fileId, body: { action: 'relabel', categoryId } },
            {
              onSuccess: () => {
                setOtherFor(null);
                void toast('success', t('aiTools.identify.staff.saved'));
              },
            },
          )
        }
        saving={relabel.isPending}
      />
    </div>
  );
}

/** Staff relabel a reference photo as any grade of the catalogue: its family, then the grade. */
function RelabelDialog({ fileId, onClose, onSave, saving }: { fileId: string | null; onClose: () => void; onSave: (fileId: string, categoryId: number) => void; saving: boolean }) {
  const { t } = useTranslation();
  const [family, setFamily] = useState<number | undefined>();
  const [grade, setGrade] = useState<number | undefined>();
  const families = useCategoryOptions(fileId ? 0 : undefined);
  const grades = useCategoryOptions(family);
  const close = () => {
    setFamily(undefined);
    setGrade(undefined);
    onClose();
  };
  return (
    <AppDialog open={!!fileId} onClose={close} title={t('aiTools.identify.staff.otherTitle')}>
      <div className="sb-identify-relabel" data-testid="identify-relabel-dialog">
        <Select<number>
          value={family}
          options={families}
          onChange={(v) => {
            setFamily(v);
            setGrade(undefined);
          }}
          placeholder={t('aiTools.identify.staff.family')}
          aria-label={t('aiTools.identify.staff.family')}
          showSearch={{ optionFilterProp: 'label' }}
          data-testid="identify-relabel-family"
        />
        <Select<number>
          value={grade}
          options={grades}
          onChange={setGrade}
          disabled={family === undefined}
          placeholder={t('aiTools.identify.staff.grade')}
          aria-label={t('aiTools.identify.staff.grade')}
          showSearch={{ optionFilterProp: 'label' }}
          data-testid="identify-relabel-grade"
        />
        <Button type="primary" disabled={!fileId || grade === undefined} loading={saving} onClick={() => fileId && grade !== undefined && onSave(fileId, grade)} data-testid="identify-relabel-save">
          {t('aiTools.identify.staff.save')}
        </Button>
      </div>
    </AppDialog>
  );
}
