/**
 * /buyer-edit-mobile (§2): posting or editing a purchase request (?requestId=) on a phone — the form on a page of its
 * own, one field a row; saved, it returns to the request on /buyer-request-mobile.
 */
import '../buyer-requests.css';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { isVip } from '@scrapbridge/domain/user-state';
import { FeatureFrame } from '#components/page-frame.tsx';
import { useShellContext } from '#lib/shell-context.ts';
import { readMarketType } from '#lib/storage.ts';
import { useRequestDetail } from '../api/buyer-requests-api.ts';
import { RequestForm } from '../components/request-form.tsx';

export default function BuyerEditMobilePage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'zh' ? 'zh' : 'en';
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requestId = params.get('requestId');
  const { user } = useShellContext();
  const existing = useRequestDetail(requestId);
  const title = t(requestId ? 'buyerRequests.form.titleEdit' : 'buyerRequests.form.titleNew');
  const done = (id: string) => void navigate(`/buyer-request-mobile?tab=mine&requestId=${id}`);
  let body: React.ReactNode;
  if (!user) body = <Skeleton active />;
  else if (!isVip(user.userType)) body = <Result status="403" title={t('buyerRequests.form.verifyFirst')} extra={<Link to="/account">{t('buyerRequests.form.goVerify')}</Link>} />;
  else if (requestId && existing.isLoading) body = <Skeleton active />;
  else if (requestId && (!existing.data || !existing.data.mine)) body = <Result status="404" title={t('buyerRequests.detail.notFound')} />;
  else body = <RequestForm request={existing.data ?? null} lang={lang} defaultMarket={readMarketType()} onDone={done} onCancel={() => void navigate(-1)} />;
  return (
    <div className="sb-requests-mobile">
      <FeatureFrame classPrefix="sb-requests" width="narrow" testId="buyer-edit-mobile-page" title={title}>
        {body}
      </FeatureFrame>
    </div>
  );
}
