/**
 * "Make an offer": the supplier answers a request with one of their asks in review or live on its market, or goes to
 * publish a new ask prefilled from the request (/publish?fromRequest=). The buyer then quotes on the ask or buys it.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { Empty, Modal, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TLang } from '@scrapbridge/domain/i18n';
import { toast } from '#lib/toast.ts';
import { useMakeOffer, useOfferableAsks, type TRequestDetail } from '../api/buyer-requests-api.ts';

export function OfferDialog({ request, lang, open, onClose }: { request: TRequestDetail; lang: TLang; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const asks = useOfferableAsks(request.market, open);
  const offer = useMakeOffer();
  const [askId, setAskId] = useState<string | undefined>();
  const offered = new Set(request.offers.map((o) => o.askId));
  const options = asks.rows
    .filter((a) => !offered.has(a.askId))
    .map((a) => ({ value: a.askId, label: `${(lang === 'zh' ? a.askNameZh || a.askName : a.askName || a.askNameZh) ?? a.askId} · ${a.statusText}` }));
  const submit = () => {
    if (!askId) return;
    offer.mutate(
      { requestId: request.requestId, askId },
      {
        onSuccess: () => {
          void toast('success', t('buyerRequests.offer.done'));
          setAskId(undefined);
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      open={open}
      title={t('buyerRequests.offer.title')}
      okText={t('buyerRequests.offer.submit')}
      cancelText={t('buyerRequests.form.cancel')}
      okButtonProps={{ disabled: !askId, loading: offer.isPending, 'data-testid': 'offer-submit' } as never}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        {!asks.isLoading && options.length === 0 ? (
          <Empty description={t('buyerRequests.offer.noAsks')} />
        ) : (
          <Select
            style={{ width: '100%' }}
            placeholder={t('buyerRequests.offer.chooseAsk')}
            loading={asks.isLoading}
            options={options}
            value={askId}
            onChange={setAskId}
            data-testid="offer-ask"
          />
        )}
        <Typography.Text>
          <Link to={`/publish?fromRequest=${request.requestId}`} data-testid="offer-new-ask">
            {t('buyerRequests.offer.newAsk')}
          </Link>
        </Typography.Text>
      </Space>
    </Modal>
  );
}
