/**
 * /claim-edit-weight, /claim-edit-quality, /claim-edit-both (§2; §3 Claim; §5 Claim rules): the claim form of one type,
 * for the containers chosen on /select-claim (?shipmentId=&containers=) or a saved draft (?claimId=). Weights in MT with
 * up to 6 decimals, money with 2 (§9); the §5 required fields are checked with the domain's schema before sending and
 * the server's field problems land on the same fields. "Save draft" keeps it (updateClaim); "Submit" sends it
 * (launchClaim for a new claim, commitClaim for a saved draft).
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Card, Form, Input, InputNumber, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { CLAIM_LIMITS, ZLaunchClaimRequest, ZUpdateClaimRequest, type TClaim, type TClaimType } from '@scrapbridge/domain/claims/claim';
import { FeatureFrame } from '#components/page-frame.tsx';
import { toast } from '#lib/toast.ts';
import { FormKitItem, useZodForm } from '#lib/zod-form.ts';
import { useClaim, useClaimSelection, useCommitClaim, useSaveClaim } from '../api/claims-api.ts';
import { ClaimFiles, type TClaimFileItem } from '../components/claim-files.tsx';
import { ResumableUpload } from '../components/resumable-upload.tsx';
import { typeOfEditPath } from '../lib/claim-format.ts';
import '../claims.css';

const WEIGHTS = ['grossWeight', 'tareWeight', 'netWeight', 'sampleWeight', 'portWeight', 'actualWeight', 'thirdPartyWeight', 'shortageWeight', 'claimedWeight'] as const;
type TWeightField = (typeof WEIGHTS)[number];
type TValues = Record<TWeightField | 'totalClaim', string | null> & { calculationMethod: string; reason: string };

const EMPTY: TValues = { ...(Object.fromEntries([...WEIGHTS, 'totalClaim'].map((k) => [k, null])) as Record<TWeightField | 'totalClaim', null>), calculationMethod: '', reason: '' };

function valuesOf(c: TClaim): TValues {
  return { ...(Object.fromEntries([...WEIGHTS, 'totalClaim'].map((k) => [k, c[k as TWeightField]])) as Record<TWeightField | 'totalClaim', string | null>), calculationMethod: c.calculationMethod ?? '', reason: c.reason ?? '' };
}

export default function ClaimEditPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const type = typeOfEditPath(pathname);
  const [params] = useSearchParams();
  const claimId = params.get('claimId');
  const shipmentId = params.get('shipmentId');
  const draft = useClaim(claimId);
  const selection = useClaimSelection(shipmentId ?? draft.data?.shipmentId ?? null);
  const title = t(type === 'shortage' ? 'claims.edit.titleWeight' : type === 'quality' ? 'claims.edit.titleQuality' : 'claims.edit.titleBoth');
  const frame = (body: React.ReactNode) => (
    <FeatureFrame classPrefix="sb-claims" width="narrow" testId="claim-edit-page" title={title}>
      {body}
    </FeatureFrame>
  );
  if ((claimId && draft.isLoading) || selection.isLoading) return frame(<Skeleton active />);
  if ((claimId && !draft.data) || !selection.data) return frame(<Result status="404" title={t('claims.edit.missing')} />);
  if (draft.data && draft.data.status !== 'draft') return frame(<Alert type="info" showIcon title={t('claims.edit.notEditable')} />);
  const containers = draft.data ? draft.data.containers.map((c) => c.id) : (params.get('containers') ?? '').split(',').filter(Boolean);
  return frame(<ClaimForm type={type} draft={draft.data ?? null} shipmentId={selection.data.shipmentId} contractId={selection.data.contractId} currency={selection.data.currency} containerIds={containers} containerNames={selection.data.containers.filter((c) => containers.includes(c.id)).map((c) => c.containerNo)} />);
}

function ClaimForm(props: { type: TClaimType; draft: TClaim | null; shipmentId: string; contractId: string; currency: string; containerIds: string[]; containerNames: string[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveClaim();
  const commit = useCommitClaim();
  const { check, refuse, item, touch, formError } = useZodForm();
  const [v, setV] = useState<TValues>(props.draft ? valuesOf(props.draft) : EMPTY);
  const [files, setFiles] = useState<TClaimFileItem[]>(
    props.draft?.files.map((f) => ({ uid: f.fileId, fileId: f.fileId, name: f.name ?? f.fileId, type: f.type, surveyor: f.surveyor ?? undefined, status: 'done', percent: 100 })) ?? [],
  );
  const [claimId, setClaimId] = useState<string | null>(props.draft?.id ?? null);
  useEffect(() => setClaimId(props.draft?.id ?? null), [props.draft?.id]);

  const set = (k: keyof TValues, value: string | null) => {
    setV((old) => ({ ...old, [k]: value }));
    touch(k);
  };
  const body = () => ({
    shipmentId: props.shipmentId,
    type: props.type,
    containerIds: props.containerIds,
    ...Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x === null ? '' : x])),
    files: files.filter((f) => f.status === 'done' && f.fileId).map((f) => ({ fileId: f.fileId!, type: f.type, surveyor: f.surveyor || undefined })),
  });
  const uploading = () => {
    if (!files.some((f) => f.status === 'uploading')) return false;
    void toast('warning', t('claims.edit.files'));
    return true;
  };
  const onRefused = (err: unknown) => refuse(err, { validationOnly: true, knownFields: [...WEIGHTS, 'totalClaim', 'calculationMethod', 'reason', 'files', 'containerIds'] });

  const saveDraft = () => {
    if (uploading()) return;
    const req = check(ZUpdateClaimRequest, { ...body(), claimId: claimId ?? undefined });
    if (!req) return;
    save.mutate(
      { submit: false, body: req },
      {
        onSuccess: (c) => {
          setClaimId(c.id);
          void toast('success', t('claims.edit.saved'));
          void navigate(`${location.pathname}?claimId=${c.id}&shipmentId=${c.shipmentId}`, { replace: true });
        },
        onError: onRefused,
      },
    );
  };
  const submit = () => {
    if (uploading()) return;
    const req = check(ZLaunchClaimRequest, body());
    if (!req) return;
    const done = (c: TClaim) => {
      void toast('success', t('claims.edit.submitted'));
      void navigate(`/claim-record-weight?claimId=${c.id}`);
    };
    if (claimId) {
      // A saved draft: save what is on screen, then submit it.
      save.mutate({ submit: false, body: { ...req, claimId } }, { onSuccess: (c) => commit.mutate({ claimId: c.id, status: 'draft' }, { onSuccess: done, onError: onRefused }), onError: onRefused });
    } else {
      save.mutate({ submit: true, body: req }, { onSuccess: done, onError: onRefused });
    }
  };

  const weightInput = (k: TWeightField) => (
    <Form.Item key={k} label={t(`claims.fields.${k}`)} required={k === 'shortageWeight' || k === 'claimedWeight'} {...item(k)}>
      <InputNumber<string> stringMode min="0" step="0.001" precision={undefined} style={{ width: '100%' }} value={v[k]} onChange={(x) => set(k, x)} addonAfter="MT" data-testid={`claim-${k}`} />
    </Form.Item>
  );
  return (
    <FormKitItem.Provider value={item}>
      <Form layout="vertical" data-testid="claim-form">
        <Card className="sb-claims-section" title={t('claims.select.containers')}>
          <div data-testid="claim-form-containers">{props.containerNames.join(', ') || '—'}</div>
          {item('containerIds').help && <Alert type="error" showIcon title={item('containerIds').help} />}
        </Card>
        <Card className="sb-claims-section" title={t('claims.edit.weights')}>
          <div className="sb-claims-grid">{WEIGHTS.map(weightInput)}</div>
        </Card>
        <Card className="sb-claims-section" title={t('claims.edit.claim')}>
          <Form.Item label={t('claims.fields.totalClaim')} required extra={t('claims.edit.totalHint', { currency: props.currency })} {...item('totalClaim')}>
            <InputNumber<string> stringMode min="0.01" step="0.01" style={{ width: '100%' }} value={v.totalClaim} onChange={(x) => set('totalClaim', x)} addonAfter={props.currency} data-testid="claim-totalClaim" />
          </Form.Item>
          <Form.Item label={t('claims.fields.calculationMethod')} required {...item('calculationMethod')}>
            <Input maxLength={CLAIM_LIMITS.methodMax} value={v.calculationMethod} placeholder={t('claims.edit.methodPlaceholder')} onChange={(e) => set('calculationMethod', e.target.value)} data-testid="claim-calculationMethod" />
          </Form.Item>
          <Form.Item label={t('claims.fields.reason')} required {...item('reason')}>
            <Input.TextArea rows={4} maxLength={CLAIM_LIMITS.reasonMax} showCount value={v.reason} onChange={(e) => set('reason', e.target.value)} data-testid="claim-reason" />
          </Form.Item>
        </Card>
        <Card className="sb-claims-section" title={t('claims.edit.files')}>
          <p className="sb-claims-muted">{t('claims.edit.filesHint')}</p>
          <ClaimFiles items={files} onChange={setFiles} />
          {/* Receiving-process media and attachments up to 500 MB each, resumable (issue 15 item 5). */}
          <ResumableUpload
            contractId={props.contractId}
            claimId={claimId}
            onUploaded={(f) => {
              setFiles((old) => [...old, { uid: f.fileId, fileId: f.fileId, name: f.fileName, type: f.kind === 'video' ? 'video' : f.kind === 'image' ? 'photo' : 'other', status: 'done', percent: 100 }]);
              touch('files');
            }}
          />
          {item('files').help && <Alert type="error" showIcon style={{ marginTop: 8 }} title={item('files').help} />}
        </Card>
        {formError && <Alert type="error" showIcon className="sb-claims-section" title={formError} />}
        <div className="sb-claims-actions">
          <Button onClick={saveDraft} loading={save.isPending && !commit.isPending} data-testid="claim-save-draft">
            {t('claims.edit.saveDraft')}
          </Button>
          <Button type="primary" onClick={submit} loading={save.isPending || commit.isPending} data-testid="claim-submit">
            {t('claims.edit.submit')}
          </Button>
        </div>
      </Form>
    </FormKitItem.Provider>
  );
}
