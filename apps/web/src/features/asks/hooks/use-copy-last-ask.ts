/** "Copy my last ask" (§2 publish, sellers): the newest ask's values into the form, on a market the seller may use. */
import { useState } from 'react';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TMarket } from '@scrapbridge/domain/market';
import { toast } from '#lib/toast.ts';
import { fetchLatestAsk } from '../api/asks-api.ts';
import { detailToForm, type TAskFormValues } from '../lib/form-model.ts';

export function useCopyLastAsk(form: FormInstance<TAskFormValues>, { permitted, defaultMarket }: { permitted: TMarket[]; defaultMarket: TMarket }) {
  const { t } = useTranslation();
  const [copying, setCopying] = useState(false);

  const copyLast = async () => {
    setCopying(true);
    try {
      const latest = await fetchLatestAsk();
      if (!latest) {
        void toast('info', t('listings.publish.noEarlierAsk'));
        return;
      }
      const values = detailToForm(latest, { copy: true });
      if (!permitted.includes(values.market)) values.market = defaultMarket;
      form.setFieldsValue(values);
      void toast('success', t('listings.publish.copiedLast'));
    } catch {
      // The client has already said what went wrong.
    } finally {
      setCopying(false);
    }
  };

  return { copying, copyLast };
}
