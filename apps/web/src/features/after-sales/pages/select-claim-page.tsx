/**
 * /select-claim?feedbackType=4&shipmentId= (§2; issue 15 item 3): the buyer chooses what went wrong (weight shortage,
 * quality, both) and the containers of the shipment the claim is about — those already in a claim are shown with it
 * and cannot be chosen again (§5) — then goes on to the claim form of that type.
 */
import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Descriptions, Radio, Result, Skeleton, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CLAIM_TYPES, type TClaimType } from '@scrapbridge/domain/claims/claim';
import { FeatureFrame } from '#components/page-frame.tsx';
import { useClaimSelection } from '../api/claims-api.ts';
import { EDIT_PATH } from '../lib/claim-format.ts';
import '../claims.css';

export default function SelectClaimPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const shipmentId = params.get('shipmentId');
  const query = useClaimSelection(shipmentId);
  const [type, setType] = useState<TClaimType>('shortage');
  const [chosen, setChosen] = useState<string[]>([]);
  const [missing, setMissing] = useState(false);

  const frame = (body: React.ReactNode) => (
    <FeatureFrame classPrefix="sb-claims" width="narrow" testId="select-claim-page" title={t('claims.select.title')} subtitle={t('claims.select.intro')} extra={<Link to="/claim-record-weight">{t('claims.select.records')}</Link>}>
      {body}
    </FeatureFrame>
  );
  if (!shipmentId) return frame(<Result status="info" title={t('claims.select.noShipment')} />);
  if (query.isLoading) return frame(<Skeleton active />);
  if (query.isError || !query.data) return frame(<Result status="404" title={t('errors.404')} />);
  const s = query.data;
  const next = () => {
    if (chosen.length === 0) {
      setMissing(true);
      return;
    }
    void navigate(`${EDIT_PATH[type]}?shipmentId=${s.shipmentId}&containers=${chosen.join(',')}`);
  };
  return frame(
    <>
      <Card className="sb-claims-section">
        <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
          <Descriptions.Item label={t('claims.select.contract')}>{s.contractNo}</Descriptions.Item>
          <Descriptions.Item label={t('claims.select.bill')}>{s.billNo ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('claims.select.arrived')}>{s.arrivedAt ? dayjs(s.arrivedAt).format('YYYY-MM-DD') : '—'}</Descriptions.Item>
          <Descriptions.Item label={t('claims.select.noticeBy')}>{s.noticeDueAt ? dayjs(s.noticeDueAt).format('YYYY-MM-DD HH:mm') : '—'}</Descriptions.Item>
          <Descriptions.Item label={t('claims.select.goods')} span={2}>
            {s.lines.map((l) => (i18n.language.startsWith('zh') ? (l.nameZh ?? l.name) : (l.name ?? l.nameZh))).join('; ') || t('claims.select.allGoods')}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      {!s.open && <Alert type="warning" showIcon className="sb-claims-section" title={t(`claims.select.${s.closedReason ?? 'notArrived'}`)} data-testid="select-claim-closed" />}
      <Card className="sb-claims-section" title={t('claims.select.type')}>
        <Radio.Group value={type} onChange={(e) => setType(e.target.value as TClaimType)} data-testid="select-claim-type">
          {CLAIM_TYPES.map((v) => (
            <Radio key={v} value={v} data-testid={`select-claim-type-${v}`}>
              {t(`claims.types.${v}`)}
            </Radio>
          ))}
        </Radio.Group>
      </Card>
      <Card className="sb-claims-section" title={t('claims.select.containers')}>
        <Checkbox.Group
          value={chosen}
          onChange={(v) => {
            setChosen(v as string[]);
            setMissing(false);
          }}
        >
          <div className="sb-claims-boxes">
            {s.containers.map((c) => (
              <Checkbox key={c.id} value={c.id} disabled={!!c.claimedBy} data-testid="select-claim-container">
                {c.containerNo} · {c.netWeight} MT{c.sealNo ? ` · ${c.sealNo}` : ''}
                {c.claimedBy && <Tag style={{ marginLeft: 8 }}>{t('claims.select.alreadyClaimed', { claimNo: c.claimedBy.claimNo })}</Tag>}
              </Checkbox>
            ))}
          </div>
        </Checkbox.Group>
        {missing && <Alert type="error" showIcon style={{ marginTop: 8 }} title={t('claims.select.chooseContainer')} />}
      </Card>
      <Button type="primary" disabled={!s.open} onClick={next} data-testid="select-claim-next">
        {t('claims.select.next')}
      </Button>
    </>,
  );
}
