/**
 * /buyer-request (§2): the purchase market with a "my posts" tab, on desktop. A card opens the request with its offers
 * in a drawer (?requestId=, so notification links land on it); "Post a request" and "Edit" open the form in a dialog.
 * Under 718 px the route table sends the user to /buyer-request-mobile (BUYER_REQUEST_NARROW_PX), query kept.
 */
import '../buyer-requests.css';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Drawer, Modal, Result } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isVip } from '@scrapbridge/domain/user-state';
import { FeatureFrame } from '#components/page-frame.tsx';
import { useShellContext } from '#lib/shell-context.ts';
import { readMarketType } from '#lib/storage.ts';
import { useRequestDetail } from '../api/buyer-requests-api.ts';
import { RequestDetail } from '../components/request-detail.tsx';
import { RequestForm } from '../components/request-form.tsx';
import { RequestsBrowser } from '../components/requests-browser.tsx';

export default function BuyerRequestPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'zh' ? 'zh' : 'en';
  const { user } = useShellContext();
  const market = readMarketType();
  const [params, setParams] = useSearchParams();
  const openId = params.get('requestId');
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const editRequest = useRequestDetail(editing && editing !== 'new' ? editing : null);

  const setOpen = (id: string | null) => {
    const p = new URLSearchParams(params);
    if (id) p.set('requestId', id);
    else p.delete('requestId');
    setParams(p);
  };
  const verified = !!user && isVip(user.userType);

  return (
    <FeatureFrame
      classPrefix="sb-requests"
      testId="buyer-request-page"
      title={t('buyerRequests.page.title')}
      subtitle={t('buyerRequests.page.intro')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="post-request">
          {t('buyerRequests.page.post')}
        </Button>
      }
    >
      <RequestsBrowser lang={lang} market={market} onOpen={setOpen} />
      <Drawer open={!!openId} onClose={() => setOpen(null)} size={640} title={t('buyerRequests.detail.title')} destroyOnHidden data-testid="request-drawer">
        {openId && <RequestDetail requestId={openId} lang={lang} onEdit={(id) => setEditing(id)} />}
      </Drawer>
      <Modal
        open={editing !== null}
        title={t(editing === 'new' ? 'buyerRequests.form.titleNew' : 'buyerRequests.form.titleEdit')}
        footer={null}
        width={720}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        {!verified ? (
          <Result status="403" title={t('buyerRequests.form.verifyFirst')} extra={<Link to="/account">{t('buyerRequests.form.goVerify')}</Link>} />
        ) : editing === 'new' ? (
          <RequestForm
            request={null}
            lang={lang}
            defaultMarket={market}
            onCancel={() => setEditing(null)}
            onDone={(id) => {
              setEditing(null);
              const p = new URLSearchParams({ tab: 'mine', requestId: id });
              setParams(p);
            }}
          />
        ) : editRequest.data ? (
          <RequestForm request={editRequest.data} lang={lang} defaultMarket={market} onCancel={() => setEditing(null)} onDone={() => setEditing(null)} />
        ) : null}
      </Modal>
    </FeatureFrame>
  );
}
