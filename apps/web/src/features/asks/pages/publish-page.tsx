/**
 * /publish and /edit?askId= (one screen, §2): every §3 publication field, grouped as a seller thinks of a lot —
 * product and lines, place and logistics, payment, quote preferences, validity, address, remarks. The domain's
 * ZPublishAskRequest / ZEditAskRequest validate in the browser exactly as the server does (same wording, through
 * the form kit, whose problems every section reads from FormKitItem); uploads
 * show their progress and are checked against the §5/§9 limits before they start. Save draft keeps an unfinished
 * ask; submit sends it to review and returns to /askList. Each section is a component of its own
 * (components/publish-*.tsx); uploads, checking and saving, and copying the last ask are hooks (hooks/).
 */
import '../lib/web-catalog.ts';
import '../asks.css';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Form, Popconfirm, Result, Skeleton } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MARKET_CURRENCY, type TMarket } from '@scrapbridge/domain/market';
import { isVip } from '@scrapbridge/domain/user-state';
import type { TWeightUnit } from '@scrapbridge/domain/weight';
import { useShellContext } from '#lib/shell-context.ts';
import { readMarketType } from '#lib/storage.ts';
import { ContactSupportLink } from '#components/contact-support-link.tsx';
import { FormKitItem } from '#lib/zod-form.ts';
import { useAgentSellers, useAskDetail } from '../api/asks-api.ts';
import { useDicts, usePorts, useQuoteMethods } from '../api/catalog-api.ts';
import { PageFrame } from '../components/page-frame.tsx';
import { PublishAddressSection } from '../components/publish-address-section.tsx';
import { PublishFooter } from '../components/publish-footer.tsx';
import { PublishLogisticsSection } from '../components/publish-logistics-section.tsx';
import { PublishPaymentSection } from '../components/publish-payment-section.tsx';
import { PublishProductSection } from '../components/publish-product-section.tsx';
import { PublishQuoteSection } from '../components/publish-quote-section.tsx';
import { PublishRemarksSection } from '../components/publish-remarks-section.tsx';
import { PublishValiditySection } from '../components/publish-validity-section.tsx';
import { useAskSubmit } from '../hooks/use-ask-submit.ts';
import { useAskUploads } from '../hooks/use-ask-uploads.ts';
import { useCopyLastAsk } from '../hooks/use-copy-last-ask.ts';
import { useRequestPrefill } from '../hooks/use-request-prefill.ts';
import { canEditAsk } from '../lib/card-model.ts';
import { detailToForm, emptyAskForm, type TAskFormValues } from '../lib/form-model.ts';
import { useViewer } from '../lib/use-viewer.ts';

export default function PublishPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const { user } = useShellContext();
  const [params] = useSearchParams();
  const askId = params.get('askId');
  const editing = !!askId;
  const [form] = Form.useForm<TAskFormValues>();
  const existing = useAskDetail(askId);

  const [loadedId, setLoadedId] = useState<string | null>(null);
  const [watermark, setWatermark] = useState(false);

  const permitted = (user?.marketPermissions ?? []).filter((p) => p.permission === 1).map((p) => p.market);
  const defaultMarket: TMarket = permitted.includes(viewer.market) ? viewer.market : (permitted[0] ?? viewer.market);

  const market = Form.useWatch('market', form) ?? defaultMarket;
  const weightUnit: TWeightUnit = Form.useWatch('weightUnit', { form, preserve: true }) ?? 'MT';
  const loadingCountryId = Form.useWatch('loadingCountryId', form);
  const deliveryTerm = Form.useWatch('deliveryTerm', form);
  const currency = MARKET_CURRENCY[market];

  const dicts = useDicts();
  const loadingCode = dicts.data?.Country?.find((c) => c.dictDataId === loadingCountryId)?.dictValue;
  const loadingPorts = usePorts('PORT', loadingCode, deliveryTerm === 'FAS' || deliveryTerm === 'FOB');
  const methods = useQuoteMethods(market);

  const ask = existing.data;
  const draftState = !editing || ask?.askState === 'draft';
  // §6 Agents: a consignment agent chooses whom the ask is for; the choice shows only to users with linked sellers.
  const agentSellers = useAgentSellers(!!user && isVip(user.userType));
  const sellerChoices = agentSellers.data?.rows ?? [];
  const forOtherSeller = editing && !!ask?.sellerUserId && !!user && ask.sellerUserId !== user.id;

  const { pickFiles, onRemoveFile } = useAskUploads(form, { watermark, lang: viewer.lang });
  // Answering a purchase request with a new ask (issue 16): prefilled from it, offered to it once published.
  const fromRequest = editing ? null : params.get('fromRequest');
  useRequestPrefill(form, fromRequest);
  const { summary, item, submit, onValuesChange, changeUnit, setVersion, savingDraft } = useAskSubmit(form, { askId, fromRequest });
  const { copying, copyLast } = useCopyLastAsk(form, { permitted, defaultMarket });

  // /edit: the ask read once into the form (a later refetch must not overwrite what the seller is typing).
  useEffect(() => {
    if (!ask || loadedId === ask.askId || !ask.mine) return;
    form.setFieldsValue(detailToForm(ask, { copy: false }));
    setVersion(ask.version);
    setLoadedId(ask.askId);
  }, [ask, loadedId, form, setVersion]);

  // ---- what the seller may do -------------------------------------------------------------------------------

  const title = editing ? t('listings.publish.editTitle') : t('listings.publish.title');
  const copyLastButton =
    !editing && user && isVip(user.userType) ? (
      <Popconfirm title={t('listings.publish.copyLastConfirm')} okText={t('common.ok')} cancelText={t('common.cancel')} onConfirm={() => void copyLast()}>
        <Button icon={<CopyOutlined />} loading={copying} data-testid="copy-last">
          {t('listings.publish.copyLast')}
        </Button>
      </Popconfirm>
    ) : null;
  const frame = (body: React.ReactNode) => (
    <PageFrame testId="publish-page" title={title} width="narrow" extra={copyLastButton}>
      {body}
    </PageFrame>
  );

  if (!user) return frame(<Skeleton active paragraph={{ rows: 10 }} />);
  if (!isVip(user.userType)) {
    return frame(<Result status="403" title={t('listings.errors.vipRequired')} extra={<Link to="/account">{t('listings.publish.goUpgrade')}</Link>} />);
  }
  if (permitted.length === 0) {
    return frame(<Result status="403" title={t('listings.errors.noMarketPermission')} extra={<ContactSupportLink context={{ topic: 'market-access', market: readMarketType() }} />} />);
  }
  if (editing) {
    if (existing.isError) {
      return frame(<Result status="404" title={t('listings.detail.askIdMissing')} extra={<Link to="/askList">{t('listings.list.sellerTitle')}</Link>} />);
    }
    if (!ask) return frame(<Skeleton active paragraph={{ rows: 12 }} />);
    if (!ask.mine) return frame(<Result status="403" title={t('listings.publish.notYours')} />);
    if (!canEditAsk(ask.askState)) return frame(<Result status="warning" title={t('listings.errors.notEditable')} />);
  }

  return frame(
    <Form<TAskFormValues>
      form={form}
      layout="vertical"
      className="sb-publish-form"
      initialValues={emptyAskForm({ market: defaultMarket, weightUnit: viewer.unit })}
      onValuesChange={onValuesChange}
      scrollToFirstError
      data-testid="publish-form"
    >
      <FormKitItem.Provider value={item}>
        {editing && ask?.askState === 'refused' && ask.refuseReason && (
          <Alert className="sb-detail-alert" type="error" showIcon title={t('listings.detail.refusedReason', { reason: ask.refuseReason })} />
        )}
        <PublishProductSection
          editing={editing}
          ask={ask}
          userId={user.id}
          lang={viewer.lang}
          sellerChoices={sellerChoices}
          forOtherSeller={forOtherSeller}
          permitted={permitted}
          market={market}
          currency={currency}
          weightUnit={weightUnit}
          changeUnit={changeUnit}
          watermark={watermark}
          setWatermark={setWatermark}
          pickFiles={pickFiles}
          onRemoveFile={onRemoveFile}
        />
        <PublishLogisticsSection dicts={dicts} loadingPorts={loadingPorts} loadingCountryId={loadingCountryId} deliveryTerm={deliveryTerm} />
        <PublishPaymentSection />
        <PublishQuoteSection methods={methods} currency={currency} />
        <PublishValiditySection dicts={dicts} />
        <PublishAddressSection />
        <PublishRemarksSection />
        <PublishFooter summary={summary} draftState={draftState} savingDraft={savingDraft} submit={(draft) => void submit(draft)} />
      </FormKitItem.Provider>
    </Form>,
  );
}
