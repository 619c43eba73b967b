/**
 * Claim evidence (issue 15 item 4): per claimed container the seal and net weight recorded at loading beside what the
 * buyer found on arrival, with the checks the product makes — seal mismatch, weight difference, the tolerance (±3 %
 * or the contract's own) and how much lies beyond it — then the claim's files with what each is and which amounts it
 * supports, and per amount the files behind it. The buyer (while the claim is open) and staff enter; the seller reads.
 */
import { useEffect, useState } from 'react';
import { Button, Card, Checkbox, Input, InputNumber, Select, Table, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { claimEvidenceRoutes } from '@scrapbridge/domain/contract/routes/claim-evidence';
import { AMOUNTS_BY_EVIDENCE_TYPE, EVIDENCE_TYPES, SURVEYORS, WEIGHING_SOURCES, type TClaimAmountKey, type TClaimEvidence, type TEvidenceType, type TWeighingSource } from '@scrapbridge/domain/after-sales/claim-evidence';
import { callRoute, routeQuery } from '#lib/route-client.ts';
import { ContainerPhotoReader } from '#components/container-photo-reader.tsx';
import { toast } from '#lib/toast.ts';
import './resumable-upload.css';

type TRowEdit = { arrivalSealNo: string; arrivalNetWeight: string | null; weighingSource: TWeighingSource | null };

export function ClaimEvidencePanel({ claimId }: { claimId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = routeQuery(claimEvidenceRoutes.get, { query: { claimId } }, { quiet: true });
  const evidence = useQuery({ ...query, staleTime: 0 });
  const [edits, setEdits] = useState<Record<string, TRowEdit>>({});
  const [saving, setSaving] = useState(false);
  const data = evidence.data;
  useEffect(() => {
    if (!data) return;
    setEdits(Object.fromEntries(data.containers.map((c) => [c.containerId, { arrivalSealNo: c.arrivalSealNo ?? '', arrivalNetWeight: c.arrivalNetWeight, weighingSource: c.weighingSource }])));
  }, [data]);
  if (!data) return null;
  const put = (next: TClaimEvidence) => queryClient.setQueryData(query.queryKey, next);

  const saveContainers = async () => {
    setSaving(true);
    try {
      const containers = data.containers.map((c) => {
        const e = edits[c.containerId]!;
        return {
          containerId: c.containerId,
          ...(e.arrivalSealNo.trim() ? { arrivalSealNo: e.arrivalSealNo.trim() } : {}),
          ...(e.arrivalNetWeight ? { arrivalNetWeight: e.arrivalNetWeight } : {}),
          ...(e.weighingSource ? { weighingSource: e.weighingSource } : {}),
        };
      });
      put(await callRoute(claimEvidenceRoutes.saveContainers, { body: { claimId, containers } }));
      void toast('success', t('claimFiles.evidence.saved'));
    } finally {
      setSaving(false);
    }
  };
  const setFile = async (f: TClaimEvidence['files'][number], patch: Partial<{ type: TEvidenceType; surveyor: string; containerId: string | null; supports: TClaimAmountKey[] }>) => {
    const next = { type: f.type, surveyor: f.surveyor ?? undefined, containerId: f.containerId, supports: f.supports, ...patch };
    const supports = next.supports.filter((s) => AMOUNTS_BY_EVIDENCE_TYPE[next.type].includes(s));
    put(
      await callRoute(claimEvidenceRoutes.setFile, {
        body: { claimId, fileId: f.fileId, type: next.type, supports, ...(next.surveyor ? { surveyor: next.surveyor } : {}), ...(next.containerId ? { containerId: next.containerId } : {}) },
      }),
    );
  };
  const edit = (id: string, p: Partial<TRowEdit>) => setEdits((old) => ({ ...old, [id]: { ...old[id]!, ...p } }));
  const names = new Map(data.files.map((f) => [f.evidenceId, f.fileName]));

  return (
    <Card size="small" className="sb-claims-section sb-evidence" title={t('claimFiles.evidence.title')} data-testid="claim-evidence">
      <Typography.Paragraph type="secondary">{t('claimFiles.evidence.intro')}</Typography.Paragraph>
      <Typography.Paragraph>
        <Tag>{t('claimFiles.evidence.tolerance', { percent: data.tolerancePercent })}</Tag>{' '}
        <span data-testid="evidence-totals">
          {t('claimFiles.evidence.totals', {
            loaded: data.totals.loadedNet,
            arrived: data.totals.arrivalNet ?? '—',
            beyond: data.totals.shortageBeyondTolerance,
            mismatches: data.totals.sealMismatches,
          })}
        </span>
      </Typography.Paragraph>
      <Table
        size="small"
        rowKey="containerId"
        pagination={false}
        scroll={{ x: 900 }}
        dataSource={data.containers}
        columns={[
          { title: t('claimFiles.evidence.container'), dataIndex: 'containerNo', fixed: 'left', width: 130 },
          { title: t('claimFiles.evidence.loadedSeal'), dataIndex: 'loadedSealNo', render: (v: string | null) => v ?? '—' },
          {
            title: t('claimFiles.evidence.arrivalSeal'),
            render: (_: unknown, c) =>
              data.canEdit ? (
                <>
                  <Input size="small" maxLength={200} value={edits[c.containerId]?.arrivalSealNo ?? ''} onChange={(e) => edit(c.containerId, { arrivalSealNo: e.target.value })} aria-label={t('claimFiles.evidence.arrivalSeal')} data-testid="evidence-seal" />
                  {/* Issue 17 item 2: the seal read from a photo of the door is offered, the buyer clicks to use it. */}
                  <ContainerPhotoReader purpose="claim" size="small" onSealNo={(sealNo) => edit(c.containerId, { arrivalSealNo: sealNo })} testId="evidence-seal-ocr" />
                </>
              ) : (
                (c.arrivalSealNo ?? '—')
              ),
          },
          {
            title: '',
            render: (_: unknown, c) => (
              <span>
                <Tag color={c.seal.result === 'match' ? 'green' : c.seal.result === 'mismatch' ? 'red' : 'default'} data-testid="evidence-seal-result">
                  {t(`claimFiles.evidence.sealResult.${c.seal.result}`)}
                </Tag>
                {c.seal.missing.length > 0 && <Typography.Text type="danger" style={{ display: 'block', fontSize: 12 }}>{t('claimFiles.evidence.missingSeals', { seals: c.seal.missing.join(', ') })}</Typography.Text>}
                {c.seal.unexpected.length > 0 && <Typography.Text type="danger" style={{ display: 'block', fontSize: 12 }}>{t('claimFiles.evidence.unexpectedSeals', { seals: c.seal.unexpected.join(', ') })}</Typography.Text>}
              </span>
            ),
          },
          { title: t('claimFiles.evidence.loadedNet'), dataIndex: 'loadedNetWeight', align: 'right', render: (v: string) => String(Number(v)) },
          {
            title: t('claimFiles.evidence.arrivalNet'),
            render: (_: unknown, c) =>
              data.canEdit ? (
                <InputNumber<string> size="small" stringMode min="0" step="0.001" style={{ width: 120 }} value={edits[c.containerId]?.arrivalNetWeight ?? null} onChange={(v) => edit(c.containerId, { arrivalNetWeight: v })} aria-label={t('claimFiles.evidence.arrivalNet')} data-testid="evidence-weight" />
              ) : (
                (c.arrivalNetWeight ? String(Number(c.arrivalNetWeight)) : '—')
              ),
          },
          {
            title: t('claimFiles.evidence.weighingSource'),
            render: (_: unknown, c) =>
              data.canEdit ? (
                <Select
                  size="small"
                  allowClear
                  style={{ width: 150 }}
                  value={edits[c.containerId]?.weighingSource ?? undefined}
                  onChange={(v: TWeighingSource | undefined) => edit(c.containerId, { weighingSource: v ?? null })}
                  options={WEIGHING_SOURCES.map((s) => ({ value: s, label: t(`claimFiles.evidence.source.${s}`) }))}
                  aria-label={t('claimFiles.evidence.weighingSource')}
                />
              ) : c.weighingSource ? (
                t(`claimFiles.evidence.source.${c.weighingSource}`)
              ) : (
                '—'
              ),
          },
          {
            title: t('claimFiles.evidence.difference'),
            render: (_: unknown, c) =>
              c.weight ? (
                <span data-testid="evidence-difference">
                  {c.weight.difference} MT ({c.weight.differencePercent} %){' '}
                  <Tag color={c.weight.withinTolerance ? 'green' : 'red'}>{t(c.weight.withinTolerance ? 'claimFiles.evidence.withinTolerance' : 'claimFiles.evidence.outsideTolerance')}</Tag>
                </span>
              ) : (
                '—'
              ),
          },
          { title: t('claimFiles.evidence.beyondTolerance'), align: 'right', render: (_: unknown, c) => c.weight?.shortageBeyondTolerance ?? '—' },
        ]}
      />
      {data.canEdit && (
        <Button type="primary" size="small" style={{ marginTop: 8 }} loading={saving} onClick={() => void saveContainers()} data-testid="evidence-save">
          {t('claimFiles.evidence.save')}
        </Button>
      )}

      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('claimFiles.evidence.documents')}
      </Typography.Title>
      {data.files.length === 0 && <Typography.Text type="secondary">{t('claimFiles.evidence.noDocuments')}</Typography.Text>}
      {data.files.map((f) => (
        <div key={f.evidenceId} className="sb-evidence-file" data-testid="evidence-file">
          <a href={f.fileFullPath} target="_blank" rel="noreferrer">
            {f.fileName}
          </a>
          {data.canEdit ? (
            <>
              <Select size="small" style={{ minWidth: 150 }} value={f.type} onChange={(type: TEvidenceType) => void setFile(f, { type })} options={EVIDENCE_TYPES.map((v) => ({ value: v, label: t(`claimFiles.evidence.type.${v}`) }))} aria-label={t('claims.edit.fileType')} />
              {f.type === 'surveyor_report' && (
                <Select size="small" style={{ minWidth: 120 }} value={f.surveyor ?? undefined} placeholder={t('claimFiles.evidence.surveyor')} onChange={(surveyor: string) => void setFile(f, { surveyor })} options={SURVEYORS.map((s) => ({ value: s, label: s }))} />
              )}
              <Select
                size="small"
                style={{ minWidth: 150 }}
                value={f.containerId ?? ''}
                onChange={(v: string) => void setFile(f, { containerId: v || null })}
                options={[{ value: '', label: t('claimFiles.evidence.allContainers') }, ...data.containers.map((c) => ({ value: c.containerId, label: c.containerNo }))]}
                aria-label={t('claimFiles.evidence.forContainer')}
              />
              <Checkbox.Group
                value={f.supports}
                onChange={(v) => void setFile(f, { supports: v as TClaimAmountKey[] })}
                options={AMOUNTS_BY_EVIDENCE_TYPE[f.type].map((a) => ({ value: a, label: t(`claimFiles.evidence.amount.${a}`) }))}
                data-testid="evidence-supports"
              />
            </>
          ) : (
            <span>
              {t(`claimFiles.evidence.type.${f.type}`)}
              {f.surveyor ? ` · ${f.surveyor}` : ''}
              {f.containerId ? ` · ${data.containers.find((c) => c.containerId === f.containerId)?.containerNo ?? ''}` : ''}
            </span>
          )}
        </div>
      ))}

      {data.amounts.length > 0 && (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('claimFiles.evidence.amountsTitle')}
          </Typography.Title>
          <ul className="sb-evidence-amounts" data-testid="evidence-amounts">
            {data.amounts.map((a) => (
              <li key={a.amount}>
                <strong>{t(`claimFiles.evidence.amount.${a.amount}`)}</strong>:{' '}
                {a.supported ? a.evidenceIds.map((id) => names.get(id)).join(', ') : <Typography.Text type="warning">{t('claimFiles.evidence.unsupported')}</Typography.Text>}
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
