/**
 * /publish?fromRequest=<id> (issue 16): a supplier answering a buyer's purchase request with a new ask. The form starts
 * from the request — its market, grades (one line each, with the quantity and target price as the line's price),
 * delivery terms and port, payment split and timing — once, and after publishing the ask is offered to the request
 * (useAskSubmit), so the buyer sees it among the offers and negotiates on it.
 */
import { useEffect, useState } from 'react';
import type { FormInstance } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { buyerRequestsRoutes } from '@scrapbridge/domain/contract/routes/buyer-requests';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { routeQuery } from '#lib/route-client.ts';
import type { TAskFormValues } from '../lib/form-model.ts';

export function useRequestPrefill(form: FormInstance<TAskFormValues>, requestId: string | null) {
  const request = useQuery({
    ...routeQuery(buyerRequestsRoutes.get, { params: { id: requestId ?? '' } }, { quiet: [ErrorCode.NotFound] }),
    enabled: !!requestId,
    staleTime: 60_000,
    retry: false,
  });
  const [done, setDone] = useState<string | null>(null);
  const r = request.data;
  useEffect(() => {
    if (!r || done === r.requestId) return;
    const current = form.getFieldsValue(true) as TAskFormValues;
    const perLine = r.weight !== null && r.grades.length > 0 ? String(Math.round((Number(r.weight) / r.grades.length) * 1e6) / 1e6) : undefined;
    form.setFieldsValue({
      market: r.market,
      weightUnit: 'MT',
      askName: r.title,
      deliveryTerm: r.deliveryTerm,
      portId: r.portId ?? undefined,
      destinationPortId: r.destinationPortId ?? undefined,
      depositRatio: r.depositRatio,
      balanceRatio: r.balanceRatio,
      balanceTiming: r.paymentTiming,
      preferredQuoteType: r.quoteType,
      details: r.grades.map((g, i) => ({
        ...(current.details[i] ?? { media: [] }),
        categoryId: g.categoryId,
        subCategoryId: g.subCategoryId,
        detailName: g.name,
        weight: perLine,
        quoteType: r.quoteType,
        unitPrice: r.targetPrice,
      })),
    });
    setDone(r.requestId);
  }, [r, done, form]);
  return r ?? null;
}
