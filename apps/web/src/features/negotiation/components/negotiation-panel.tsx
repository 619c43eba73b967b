/**
 * The detail page's negotiation (issue 4 items 1, 2, 4; §2 item detail with quote, counter-offer, buy-it-now and
 * Q&A): mounted by /view-detail in two places —
 * - `NegotiationActions` in the summary column: the §4 label and buyer-side status, quote / update, buy-it-now at
 *   the firm price (with a confirm), and the way to the lists;
 * - `NegotiationSection` under it, full width: the deal, the buyer's own quote with its thread and buttons, the
 *   seller's ranked quotes, and the questions.
 * Both read the same status query and hold the live stream, so the other party's moves show without a reload.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Modal, Skeleton, Space, Tag, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TAskDetail } from '@scrapbridge/domain/ask-view';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TAskQuoteStatus } from '@scrapbridge/domain/quotes/quote-view';
import type { TWeightUnit } from '@scrapbridge/domain/weight';
import { toast } from '#lib/toast.ts';
import '../negotiation.css';
import { useAskQuotes, useAskQuoteStatus, useBuyNow, useContract, usePorts } from '../api/negotiation-api.ts';
import { useIdempotencyKey } from '../lib/idempotency.ts';
import { markOwnAction, useLiveQuoteEvents } from '#lib/live-stream.ts';
import { QuestionsSection } from './questions-section.tsx';
import { QuoteCard } from './quote-card.tsx';
import { QuoteFormDialog } from './quote-form-dialog.tsx';
import { RankedQuotes } from './ranked-quotes.tsx';

type TProps = { ask: TAskDetail; lang: TLang; unit: TWeightUnit };

const LABEL_COLORS: Record<string, string> = {
  active: 'green',
  new: 'orange',
  quoted: 'gold',
  noQuote: 'default',
  lockedInReview: 'cyan',
  yourPriceLocked: 'cyan',
  anotherPriceLocked: 'default',
  sold: 'blue',
  bought: 'green',
  rejected: 'red',
  refused: 'red',
  expired: 'default',
  deleted: 'default',
};

/** A deal stands on the ask (final, or waiting for staff review) — both parties see it. */
function dealState(status: TAskQuoteStatus): 'deal' | 'review' | null {
  if (status.askState === 'deal') return 'deal';
  if (status.askState === 'auditing' && (status.label === 'lockedInReview' || status.label === 'yourPriceLocked' || status.label === 'anotherPriceLocked')) return 'review';
  return null;
}

export function NegotiationActions({ ask, lang, unit }: TProps) {
  const { t } = useTranslation();
  useLiveQuoteEvents();
  const status = useAskQuoteStatus(ask.askId);
  const [formOpen, setFormOpen] = useState(false);
  const [modal, modalHolder] = Modal.useModal();
  const buyNow = useBuyNow();
  const idem = useIdempotencyKey();
  const s = status.data;

  if (!s) return status.isError ? null : <Skeleton.Button active block size="large" />;

  const mine = s.myQuote;
  const canUpdate = !!mine && (mine.allowedActions as readonly string[]).includes('update');
  const owner = s.role === 'owner';

  const onBuyNow = () => {
    void modal.confirm({
      title: t('negotiation.web.buyNow.title'),
      content: t('negotiation.web.buyNow.body', { price: ask.firmPriceStr ?? String(s.firmPrice ?? '') }),
      okText: t('negotiation.web.buyNow.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'buy-now-confirm' } as ButtonProps,
      onOk: () => {
        const body = { askId: ask.askId, askVersion: s.askVersion };
        markOwnAction(ask.askId);
        return new Promise<void>((resolve) => {
          buyNow.mutate(
            { body, idempotencyKey: idem.keyFor(body) },
            {
              onSuccess: (out) => {
                idem.done();
                void toast('success', t(`negotiation.web.live.${out.quote.quoteState === 'auditing' ? 'auditing' : 'deal'}`));
              },
              onSettled: () => resolve(),
            },
          );
        });
      },
    });
  };

  return (
    <div className="sb-nego-actions" data-testid="negotiation-actions" data-buyer-status={s.buyerStatus} data-label={s.label ?? ''}>
      {modalHolder}
      <Space wrap size={[6, 4]}>
        {s.label && (
          <Tag color={LABEL_COLORS[s.label]} data-testid="quote-label">
            {t(`negotiation.labels.${s.label}`)}
          </Tag>
        )}
        {!owner && (
          <Tag data-testid="buyer-status" data-status={s.buyerStatus}>
            {t(`negotiation.buyerStatus.${s.buyerStatus}`)}
          </Tag>
        )}
        {owner && s.quoteCount !== null && <span className="sb-muted">{t('negotiation.web.panel.quoteCount', { n: s.quoteCount })}</span>}
      </Space>
      {!owner && s.canQuote && !mine && (
        <Button type="primary" size="large" block onClick={() => setFormOpen(true)} data-testid="quote-button">
          {t('negotiation.web.actions.quote')}
        </Button>
      )}
      {!owner && s.canQuote && canUpdate && (
        <Button size="large" block onClick={() => setFormOpen(true)} data-testid="update-quote-button">
          {t('negotiation.web.actions.update')}
        </Button>
      )}
      {!owner && s.canBuyNow && (
        <Button size="large" block className="sb-buy-now" onClick={onBuyNow} loading={buyNow.isPending} data-testid="buy-now-button">
          {t('negotiation.web.buyNow.button', { price: ask.firmPriceStr ?? String(s.firmPrice ?? '') })}
        </Button>
      )}
      {!owner && !s.canQuote && !mine && s.askState === 'active' && !s.priceLocked && (
        // Quoting needs a verified (VIP) account (§6); the server says the same with 1403. Said in plain text, not in a
        // tooltip: a disabled button takes no focus, so a keyboard or touch user would never read one.
        <>
          <Button type="primary" size="large" block disabled aria-describedby="sb-quote-verify-hint" data-testid="quote-button">
            {t('negotiation.web.actions.quote')}
          </Button>
          <p id="sb-quote-verify-hint" className="sb-muted" data-testid="quote-verify-hint">
            {t('negotiation.web.panel.verifyHint')}
          </p>
        </>
      )}
      <div className="sb-nego-links">
        {owner ? (
          <Link to={`/ask-quotes?askId=${encodeURIComponent(ask.askId)}`} data-testid="ask-quotes-link">
            {t('negotiation.web.panel.allQuotes')}
          </Link>
        ) : (
          <Link to="/inquiry-list" data-testid="inquiry-list-link">
            {t('negotiation.web.panel.myInquiries')}
          </Link>
        )}
      </div>
      {formOpen && <QuoteFormDialog open={formOpen} onClose={() => setFormOpen(false)} ask={ask} lang={lang} unit={unit} quote={canUpdate ? mine : null} />}
    </div>
  );
}

function DealBanner({ status, contractId }: { status: TAskQuoteStatus; contractId: string | null }) {
  const { t } = useTranslation();
  const contract = useContract(contractId);
  const kind = dealState(status);
  if (!kind) return null;
  const who = status.role === 'owner' ? 'seller' : status.role === 'tradingBuyer' ? 'buyer' : 'other';
  const no = contract.data?.contractNo;
  return (
    <Alert
      className="sb-deal-banner"
      type={kind === 'deal' ? 'success' : 'info'}
      showIcon
      data-testid="deal-banner"
      data-kind={kind}
      title={t(`negotiation.web.deal.${kind}.${who}`)}
      description={no ? t('negotiation.web.deal.contract', { no }) : undefined}
      // The parties go on from the deal to the contract: confirmation, PDF, documents (issue 5).
      action={
        contractId && who !== 'other' ? (
          <Link to={`/deal-detail/${contractId}`} data-testid="deal-contract-link">
            {t('negotiation.web.deal.openContract')}
          </Link>
        ) : undefined
      }
    />
  );
}

export function NegotiationSection({ ask, lang, unit }: TProps) {
  const { t } = useTranslation();
  const status = useAskQuoteStatus(ask.askId);
  const s = status.data;
  const owner = s?.role === 'owner';
  const quotes = useAskQuotes(ask.askId, owner);
  const ports = usePorts();
  const labels = ports.data?.labels ?? new Map<number, string>();
  const dealRow = quotes.data?.rows.find((r) => r.contractId !== null && (r.quoteState === 'deal' || r.quoteState === 'auditing'));
  const contractId = s?.myQuote?.contractId ?? dealRow?.contractId ?? null;

  return (
    <section className="sb-nego-section" data-testid="negotiation-section">
      {s && <DealBanner status={s} contractId={contractId} />}
      {s?.myQuote && (
        <div className="sb-nego-block">
          <h3 className="sb-nego-heading">{t('negotiation.web.panel.myQuote')}</h3>
          <QuoteCard quote={s.myQuote} lang={lang} unit={unit} ask={ask} ports={labels} threadOpen testId="my-quote" />
        </div>
      )}
      {owner && (
        <div className="sb-nego-block">
          <h3 className="sb-nego-heading">{t('negotiation.web.panel.quotesOnAsk')}</h3>
          <RankedQuotes query={quotes} ask={ask} lang={lang} unit={unit} ports={labels} compact />
        </div>
      )}
      <QuestionsSection askId={ask.askId} owner={!!owner} lang={lang} />
    </section>
  );
}
