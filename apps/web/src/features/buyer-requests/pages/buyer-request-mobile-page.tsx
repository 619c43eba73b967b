/**
 * /buyer-request-mobile (§2, under 718 px): mobile-first — one column of cards, the request and its offers on a page of
 * their own (?requestId=), posting and editing on /buyer-edit-mobile instead of a dialog.
 */
import '../buyer-requests.css';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from 'antd';
import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FeatureFrame } from '#components/page-frame.tsx';
import { readMarketType } from '#lib/storage.ts';
import { RequestDetail } from '../components/request-detail.tsx';
import { RequestsBrowser } from '../components/requests-browser.tsx';

export default function BuyerRequestMobilePage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'zh' ? 'zh' : 'en';
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const openId = params.get('requestId');
  const setOpen = (id: string | null) => {
    const p = new URLSearchParams(params);
    if (id) p.set('requestId', id);
    else p.delete('requestId');
    setParams(p);
    window.scrollTo({ top: 0 });
  };
  return (
    <div className="sb-requests-mobile">
      <FeatureFrame
        classPrefix="sb-requests"
        width="narrow"
        testId="buyer-request-mobile-page"
        title={openId ? t('buyerRequests.detail.title') : t('buyerRequests.page.title')}
        extra={
          openId ? (
            <Button icon={<ArrowLeftOutlined />} onClick={() => setOpen(null)} data-testid="request-back">
              {t('buyerRequests.page.back')}
            </Button>
          ) : (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/buyer-edit-mobile')} data-testid="post-request">
              {t('buyerRequests.page.post')}
            </Button>
          )
        }
      >
        {openId ? (
          <RequestDetail requestId={openId} lang={lang} onEdit={(id) => void navigate(`/buyer-edit-mobile?requestId=${id}`)} />
        ) : (
          <RequestsBrowser lang={lang} market={readMarketType()} onOpen={setOpen} />
        )}
      </FeatureFrame>
    </div>
  );
}
