/**
 * Cable/wire content estimator (issue 17 item 4): conductor metal, cores × size (mm², AWG or kcmil) and strands,
 * insulation and sheath materials and thicknesses, and the lot's length or weight → metal %, metal tonnes and value
 * at the latest settlement, with the cross-section drawn. A jacket print typed or pasted ("3×2.5 mm² H07RN-F") fills
 * the form through the domain's reader; a photo of the print is read by the server's OCR and its text goes through the
 * same reader. Thicknesses it does not print are filled with IEC 60502-1 nominal values. Everything stays editable.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Input, InputNumber, Segmented, Select, Upload } from 'antd';
import { CameraOutlined } from '@ant-design/icons';
import {
  bundleDiameterMm,
  estimateCable,
  INSULATION_MATERIALS,
  nominalInsulationMm,
  nominalSheathMm,
  SIZE_UNITS,
  sizeToMm2,
  type TCableInput,
  type TConductorGroup,
  type TConductorMetal,
  type TInsulationMaterial,
} from '@scrapbridge/domain/ai-tools/cable';
import { parseJacketPrint } from '@scrapbridge/domain/ai-tools/jacket-print';
import { aiOcrRoutes } from '@scrapbridge/domain/contract/routes/ai-ocr';
import { METAL_BASES } from '@scrapbridge/domain/ai-tools/recovery';
import type { TSettlements } from '@scrapbridge/domain/ai-tools/settlement-value';
import type { TReferenceBasis } from '@scrapbridge/domain/quotes/price-normalise';
import { uploadRoute } from '#lib/route-client.ts';
import { CableDiagram } from './cable-diagram.tsx';

type TAmountKind = 'length' | 'weight';

export function CableTab({ settlements }: { settlements: TSettlements }) {
  const { t, i18n } = useTranslation();
  const [print, setPrint] = useState('');
  const [filled, setFilled] = useState<string | null>(null);
  const [printError, setPrintError] = useState(false);
  const [photoBusy, setPhotoBusy] = useState(false);
  const [photoText, setPhotoText] = useState<string | null>(null);
  const [photoFailure, setPhotoFailure] = useState<string | null>(null);
  const [metal, setMetal] = useState<TConductorMetal>('cu');
  const [groups, setGroups] = useState<TConductorGroup[]>([{ cores: 3, size: '2.5', unit: 'mm2', strands: 7 }]);
  const [insulation, setInsulation] = useState<TInsulationMaterial>('pvc');
  const [insulationMm, setInsulationMm] = useState<number>(0.8);
  const [sheath, setSheath] = useState<TInsulationMaterial>('pvc');
  const [sheathMm, setSheathMm] = useState<number>(1.4);
  const [amountKind, setAmountKind] = useState<TAmountKind>('length');
  const [amount, setAmount] = useState<number>(1000);
  const [basis, setBasis] = useState<TReferenceBasis | undefined>(undefined);
  const num = (v: number | string | null, max = 2) => (v === null ? '—' : new Intl.NumberFormat(i18n.language, { maximumFractionDigits: max }).format(Number(v)));

  const sizesOk = groups.map((g) => sizeToMm2(g.size, g.unit) !== null);
  const chosenBasis: TReferenceBasis = basis && METAL_BASES[metal === 'al' ? 'Al' : 'Cu'].includes(basis) ? basis : metal === 'al' ? 'BTAL' : 'LME';
  const estimate = useMemo(() => {
    if (sizesOk.includes(false) || !(amount > 0) || groups.some((g) => !(g.cores >= 1))) return null;
    const input: TCableInput = {
      metal,
      groups,
      insulation,
      insulationMm: insulationMm || 0,
      sheath,
      sheathMm: sheathMm || 0,
      amount: amountKind === 'length' ? { kind: 'length', metres: amount } : { kind: 'weight', tonnes: amount },
      basis: chosenBasis,
    };
    return estimateCable(input, settlements);
  }, [metal, groups, insulation, insulationMm, sheath, sheathMm, amountKind, amount, chosenBasis, settlements, sizesOk]);

  const fill = (text: string = print) => {
    const read = parseJacketPrint(text);
    if (read.groups.length === 0) {
      setPrintError(true);
      setFilled(null);
      return;
    }
    setPrintError(false);
    const strands = read.construction === 'solid' ? 1 : read.construction === 'flexible' ? 50 : read.construction === 'stranded' ? 7 : 7;
    const nextGroups = read.groups.map((g) => ({ ...g, strands }));
    const ins = read.insulation ?? insulation;
    const biggest = Math.max(...nextGroups.map((g) => sizeToMm2(g.size, g.unit) ?? 0));
    const insMm = nominalInsulationMm(biggest, ins);
    const cores = nextGroups.reduce((s, g) => s + g.cores, 0);
    const sh = read.sheath === null ? null : (read.sheath ?? sheath);
    const under = bundleDiameterMm(nextGroups, insMm) ?? 0;
    setGroups(nextGroups);
    if (read.metal) setMetal(read.metal);
    setInsulation(ins);
    setInsulationMm(insMm);
    if (sh === null || (cores === 1 && read.sheath === undefined)) setSheathMm(0);
    else {
      setSheath(sh);
      setSheathMm(nominalSheathMm(under));
    }
    const what = [
      nextGroups.map((g) => `${g.cores} × ${g.size} ${t(`aiTools.cable.units.${g.unit}`)}`).join(' + '),
      read.metal ? t(`aiTools.cable.${read.metal === 'al' ? 'metalAl' : 'metalCu'}`) : null,
      read.insulation ? t(`aiTools.cable.materials.${read.insulation}`) : null,
      read.sheath ? t(`aiTools.cable.materials.${read.sheath}`) : null,
      read.typeCode ?? null,
    ].filter(Boolean);
    setFilled(what.join(', '));
  };

  /** A photo of the jacket: the server reads its text (OCR), which fills the print box and then the form. */
  const readPhoto = async (file: File) => {
    setPhotoBusy(true);
    setPhotoFailure(null);
    const form = new FormData();
    form.append('file', file, file.name);
    const res = await uploadRoute(aiOcrRoutes.jacketPhoto, {}, form);
    setPhotoBusy(false);
    if (!res.success) {
      setPhotoText(null);
      setPhotoFailure(res.msg);
      return;
    }
    const text = res.data.text.slice(0, 300);
    setPrint(text);
    setPhotoText(text);
    fill(text);
  };

  const setGroup = (i: number, patch: Partial<TConductorGroup>) => setGroups((gs) => gs.map((g, j) => (j === i ? { ...g, ...patch } : g)));
  const materialOptions = INSULATION_MATERIALS.map((m) => ({ value: m, label: t(`aiTools.cable.materials.${m}`) }));

  return (
    <div className="sb-aitools-pane" data-testid="cable-tab">
      <div className="sb-aitools-print">
        <label className="sb-aitools-field sb-aitools-grow">
          <span>{t('aiTools.cable.jacketPrint')}</span>
          <Input value={print} onChange={(e) => setPrint(e.target.value)} onPressEnter={() => fill()} placeholder={t('aiTools.cable.jacketPlaceholder')} maxLength={300} data-testid="cable-print" />
        </label>
        <Button type="primary" onClick={() => fill()} disabled={!print.trim()} data-testid="cable-fill">
          {t('aiTools.cable.read')}
        </Button>
        <Upload
          accept="image/jpeg,image/png,image/webp,image/gif,image/bmp"
          showUploadList={false}
          beforeUpload={(file) => {
            void readPhoto(file);
            return false;
          }}
        >
          <Button icon={<CameraOutlined />} loading={photoBusy} data-testid="cable-photo">
            {t(photoBusy ? 'aiTools.ocr.reading' : 'aiTools.ocr.jacketPhoto')}
          </Button>
        </Upload>
      </div>
      {photoText !== null && <Alert type="info" showIcon message={t('aiTools.ocr.jacketRead', { text: photoText })} data-testid="cable-photo-text" />}
      {photoFailure && <Alert type="warning" showIcon message={photoFailure} data-testid="cable-photo-failed" />}
      {filled && <Alert type="success" showIcon message={t('aiTools.cable.readDone', { what: filled })} data-testid="cable-filled" />}
      {printError && <Alert type="warning" showIcon message={t('errors.1831')} data-testid="cable-print-error" />}

      <div className="sb-aitools-form">
        <label className="sb-aitools-field">
          <span>{t('aiTools.fields.metal')}</span>
          <Segmented<TConductorMetal>
            value={metal}
            onChange={setMetal}
            options={[
              { value: 'cu', label: t('aiTools.cable.metalCu') },
              { value: 'al', label: t('aiTools.cable.metalAl') },
            ]}
            data-testid="cable-metal"
          />
        </label>
      </div>

      {groups.map((g, i) => (
        <div key={i} className="sb-aitools-form sb-aitools-group" data-testid={`cable-group-${i}`}>
          <label className="sb-aitools-field sb-aitools-small">
            <span>{t('aiTools.fields.cores')}</span>
            <InputNumber min={1} max={400} precision={0} value={g.cores} onChange={(v) => setGroup(i, { cores: v ?? 1 })} data-testid={`cable-cores-${i}`} />
          </label>
          <label className="sb-aitools-field sb-aitools-small">
            <span>{t('aiTools.fields.size')}</span>
            <Input value={g.size} onChange={(e) => setGroup(i, { size: e.target.value.trim() })} status={sizesOk[i] ? undefined : 'error'} maxLength={12} data-testid={`cable-size-${i}`} />
          </label>
          <label className="sb-aitools-field sb-aitools-small">
            <span>{t('aiTools.fields.unit')}</span>
            <Select value={g.unit} onChange={(u) => setGroup(i, { unit: u })} options={SIZE_UNITS.map((u) => ({ value: u, label: t(`aiTools.cable.units.${u}`) }))} data-testid={`cable-unit-${i}`} />
          </label>
          <label className="sb-aitools-field sb-aitools-small">
            <span>{t('aiTools.fields.strands')}</span>
            <InputNumber min={1} max={5000} precision={0} value={g.strands} onChange={(v) => setGroup(i, { strands: v ?? 1 })} data-testid={`cable-strands-${i}`} />
          </label>
          {groups.length > 1 && (
            <Button type="link" onClick={() => setGroups((gs) => gs.filter((_, j) => j !== i))}>
              {t('aiTools.cable.removeGroup')}
            </Button>
          )}
        </div>
      ))}
      {groups.length < 3 && (
        <Button type="dashed" size="small" onClick={() => setGroups((gs) => [...gs, { cores: 1, size: gs[0]?.size ?? '1.5', unit: gs[0]?.unit ?? 'mm2', strands: gs[0]?.strands ?? 1 }])}>
          {t('aiTools.cable.addGroup')}
        </Button>
      )}

      <div className="sb-aitools-form">
        <label className="sb-aitools-field">
          <span>{t('aiTools.fields.insulation')}</span>
          <Select value={insulation} onChange={setInsulation} options={materialOptions} popupMatchSelectWidth={false} data-testid="cable-insulation" />
        </label>
        <label className="sb-aitools-field sb-aitools-small">
          <span>{t('aiTools.fields.insulationMm')}</span>
          <InputNumber min={0} max={50} step={0.1} value={insulationMm} onChange={(v) => setInsulationMm(v ?? 0)} data-testid="cable-insulation-mm" />
        </label>
        <label className="sb-aitools-field">
          <span>{t('aiTools.fields.sheath')}</span>
          <Select value={sheath} onChange={setSheath} options={materialOptions} popupMatchSelectWidth={false} data-testid="cable-sheath" />
        </label>
        <label className="sb-aitools-field sb-aitools-small">
          <span>{t('aiTools.fields.sheathMm')}</span>
          <InputNumber min={0} max={100} step={0.1} value={sheathMm} onChange={(v) => setSheathMm(v ?? 0)} data-testid="cable-sheath-mm" />
          <small>{t('aiTools.cable.noSheath')}</small>
        </label>
      </div>

      <div className="sb-aitools-form">
        <label className="sb-aitools-field">
          <span>{t('aiTools.fields.amount')}</span>
          <Segmented<TAmountKind>
            value={amountKind}
            onChange={setAmountKind}
            options={[
              { value: 'length', label: t('aiTools.cable.byLength') },
              { value: 'weight', label: t('aiTools.cable.byWeight') },
            ]}
            data-testid="cable-amount-kind"
          />
        </label>
        <label className="sb-aitools-field sb-aitools-small">
          <span>{t(amountKind === 'length' ? 'aiTools.fields.metres' : 'aiTools.fields.tonnes')}</span>
          <InputNumber min={0} value={amount} onChange={(v) => setAmount(v ?? 0)} data-testid="cable-amount" />
        </label>
        <label className="sb-aitools-field">
          <span>{t('aiTools.fields.basis')}</span>
          <Select<TReferenceBasis>
            value={chosenBasis}
            onChange={setBasis}
            options={METAL_BASES[metal === 'al' ? 'Al' : 'Cu'].map((b) => ({ value: b, label: t(`futures.series.${b}`) }))}
            popupMatchSelectWidth={false}
            data-testid="cable-basis"
          />
        </label>
      </div>

      {estimate && (
        <div className="sb-aitools-result" data-testid="cable-result">
          <CableDiagram estimate={estimate} metal={metal} label={t('aiTools.cable.diagram')} />
          <dl className="sb-aitools-figures">
            <div>
              <dt>{t('aiTools.cable.metalPercent')}</dt>
              <dd>
                <strong data-testid="cable-metal-percent">{num(estimate.metalPercent)} %</strong>
                <small>{t('aiTools.cable.outerDiameter', { d: num(estimate.outerDiameterMm, 1) })}</small>
              </dd>
            </div>
            <div>
              <dt>{t('aiTools.cable.perMetre')}</dt>
              <dd>
                <small>
                  {t('aiTools.cable.perMetreLine', { metal: num(estimate.metalGPerM, 1), insulation: num(estimate.insulationGPerM, 1), sheath: num(estimate.sheathGPerM, 1), total: num(estimate.totalGPerM, 1) })}
                </small>
              </dd>
            </div>
            <div>
              <dt>{t('aiTools.cable.metalMt')}</dt>
              <dd>
                <strong data-testid="cable-metal-mt">{num(estimate.metalMt, 4)} MT</strong>
                <small>{t('aiTools.cable.lotLine', { length: num(estimate.lengthM, 0), weight: num(estimate.cableMt, 4) })}</small>
              </dd>
            </div>
            <div>
              <dt>{t('aiTools.cable.value')}</dt>
              <dd data-testid="cable-value">
                {estimate.value ? (
                  <>
                    <strong>
                      {num(estimate.value)} {estimate.currency}
                    </strong>
                    <small>
                      {t('aiTools.recovery.priceAt', { series: t(`futures.series.${estimate.basis}`), date: estimate.priceDate })} · {num(estimate.pricePerMt)} {estimate.currency}/MT
                      {estimate.priceDemo ? ` · ${t('aiTools.recovery.demo')}` : ''}
                    </small>
                  </>
                ) : (
                  <small>{t('aiTools.cable.noPrice')}</small>
                )}
              </dd>
            </div>
          </dl>
        </div>
      )}
      <p className="sb-aitools-note">{t('aiTools.cable.densityNote')}</p>
    </div>
  );
}
