/**
 * Counter-offer (§4 Quote flow: the seller counters an offer, the buyer answers a counter): a new price per quoted
 * line and the bargain remark (§5: at most 50 characters in zh, 100 in en; multi-line, 6 to 12 rows).
 */
import { useEffect, useState } from 'react';
import { Form, Input, Modal, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TAskDetail } from '@scrapbridge/domain/ask-view';
import type { TLang } from '@scrapbridge/domain/i18n';
import { CURRENCY_SYMBOLS } from '@scrapbridge/domain/price-display';
import { QUOTE_LIMITS } from '@scrapbridge/domain/quotes/quote-input';
import type { TQuoteView } from '@scrapbridge/domain/quotes/quote-view';
import { ApiError } from '#lib/api-client.ts';
import { toast } from '#lib/toast.ts';
import { useZodForm } from '#lib/zod-form.ts';
import { useCounterQuote } from '../api/negotiation-api.ts';
import { useIdempotencyKey } from '../lib/idempotency.ts';
import { markOwnAction } from '#lib/live-stream.ts';
import { counterForm, priceUnitKey, type TCounterDraft } from '../lib/quote-form-model.ts';
import { pickName } from '../lib/quote-texts.ts';

type TProps = { open: boolean; onClose: () => void; quote: TQuoteView; ask: Pick<TAskDetail, 'askDetailList'> | null; lang: TLang };

/** The price each line starts from: the latest offer on the table (the other side's counter, or the buyer's price). */
function startPrices(quote: TQuoteView): Record<string, string> {
  return Object.fromEntries(quote.lines.map((l) => [l.askDetailId, String(l.counterPrice ?? l.price)]));
}

export function CounterDialog({ open, onClose, quote, ask, lang }: TProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<TCounterDraft>({ prices: startPrices(quote), remark: '' });
  const { setErrors, check, refuse, touch, item } = useZodForm();
  const counter = useCounterQuote();
  const idem = useIdempotencyKey();

  useEffect(() => {
    if (!open) return;
    setDraft({ prices: startPrices(quote), remark: '' });
    setErrors({});
    idem.done();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening
  }, [open]);

  const submit = () => {
    const form = counterForm(draft, quote, ask, lang);
    if (!check(form.schema, form.body, form)) return;
    markOwnAction(quote.askId);
    counter.mutate(
      { quoteId: quote.quoteId, body: form.body as never, idempotencyKey: idem.keyFor(form.body) },
      {
        onSuccess: () => {
          idem.done();
          void toast('success', t('negotiation.web.counter.sent'));
          onClose();
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          // The call quiets 1000: a line's problem goes on its price, a refusal that names no field under the remark;
          // any other refusal was a toast and closes the dialog.
          if (!refuse(error, { validationOnly: true, fieldOf: form.fieldOf, formAt: 'remark' })) onClose();
        },
      },
    );
  };

  const symbol = CURRENCY_SYMBOLS[quote.currency];
  return (
    <Modal
      open={open}
      onCancel={onClose}
      onOk={submit}
      title={t('negotiation.web.counter.title')}
      okText={t('negotiation.web.counter.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: counter.isPending, 'data-testid': 'counter-submit' } as ButtonProps}
      width="min(560px, 96vw)"
      destroyOnHidden
      data-testid="counter-dialog"
    >
      <Form layout="vertical" component="div">
        {quote.lines.map((l, i) => {
          const key = priceUnitKey(l.quoteType);
          return (
            <Form.Item
              key={l.askDetailId}
              label={`${pickName(lang, l.detailNameZh, l.detailName) || t('negotiation.web.form.itemN', { n: i + 1 })} · ${t('negotiation.web.counter.theirs', { price: l.counterPrice !== null && quote.role === 'buyer' ? (l.counterPriceStr ?? '') : l.priceStr })}`}
              {...item(`price.${l.askDetailId}`)}
            >
              <Input
                inputMode="decimal"
                value={draft.prices[l.askDetailId] ?? ''}
                onChange={(e) => {
                  const v = e.target.value;
                  setDraft((d) => ({ ...d, prices: { ...d.prices, [l.askDetailId]: v } }));
                  touch(`price.${l.askDetailId}`);
                }}
                suffix={<span className="sb-muted">{key === 'perMt' ? `${symbol}/MT` : t(`negotiation.web.priceUnit.${key}`)}</span>}
                data-testid={`counter-price-${i}`}
              />
            </Form.Item>
          );
        })}
        <Form.Item label={t('negotiation.fields.remark')} {...item('remark')}>
          <Input.TextArea
            value={draft.remark}
            onChange={(e) => {
              const v = e.target.value;
              setDraft((d) => ({ ...d, remark: v }));
              touch('remark');
            }}
            autoSize={{ minRows: 6, maxRows: 12 }}
            showCount={{ formatter: ({ count }) => `${count} / ${QUOTE_LIMITS.remarkMax[lang]}` }}
            data-testid="counter-remark"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
