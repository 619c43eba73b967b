/**
 * Checking and saving the publish form (§5) with the form kit: the server's ZPublishAskRequest / ZEditAskRequest in
 * the browser, worded like the server (lib/form-model.ts), problems on their fields (the sections read them through
 * FormKitItem) and listed above the buttons; the server's 1000 answer placed the same way. After a first attempt every change re-checks, so a fixed problem goes at once.
 * Also what a change sets off: a market change drops quote types it does not offer (and LBS on the China market),
 * the deposit and balance complete each other, a unit change converts the weights already typed.
 */
import { useEffect, useRef, useState } from 'react';
import type { FormInstance } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { quoteTypesFor } from '@scrapbridge/domain/quote-method';
import type { TWeightUnit } from '@scrapbridge/domain/weight';
import { convertWeightText } from '@scrapbridge/domain/weight-text';
import { toast } from '#lib/toast.ts';
import { useZodForm } from '#lib/zod-form.ts';
import { buyerRequestsRoutes } from '@scrapbridge/domain/contract/routes/buyer-requests';
import { callRoute } from '#lib/route-client.ts';
import { useSaveAsk } from '../api/asks-api.ts';
import { askFieldOf, askForm, complementRatio, problemPath, problemSummary, uploadsInProgress, type TAskFormValues } from '../lib/form-model.ts';

export function useAskSubmit(form: FormInstance<TAskFormValues>, { askId, fromRequest = null }: { askId: string | null; fromRequest?: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveAsk();
  const editing = !!askId;
  const [version, setVersion] = useState<number | null>(null);
  const kit = useZodForm({ fieldOf: askFieldOf, reportInput: true });
  const { errors, check: checkRequest, refuse } = kit;
  const attempted = useRef<null | { draft: boolean }>(null);
  /** Set by a save: once its problems are shown, the first one is scrolled into view. */
  const scrollToProblem = useRef(false);

  useEffect(() => {
    if (!scrollToProblem.current) return;
    scrollToProblem.current = false;
    const first = Object.keys(errors).find((field) => field !== 'form' && errors[field]);
    if (first) form.scrollToField(problemPath(first), { block: 'center', behavior: 'smooth' });
  }, [errors, form]);

  const check = (draft: boolean) => {
    const values = form.getFieldsValue(true) as TAskFormValues;
    const { schema, body } = askForm(values, version !== null && editing ? { draft, version } : { draft });
    return checkRequest(schema, body);
  };

  const submit = async (draft: boolean) => {
    attempted.current = { draft };
    const values = form.getFieldsValue(true) as TAskFormValues;
    if (uploadsInProgress(values) > 0) {
      void toast('warning', t('listings.publish.waitForUploads'));
      return;
    }
    scrollToProblem.current = true;
    const request = check(draft);
    if (!request) return;
    const answer = await save.mutateAsync({ ...(editing && askId ? { askId } : {}), request });
    if (!answer.success) {
      // A 1000 answer's problems land on their fields like the form's own; other refusals were toasted.
      if (refuse(answer, { fieldsOnly: true })) scrollToProblem.current = true;
      return;
    }
    attempted.current = null;
    if (draft) {
      void toast('success', t('listings.publish.draftSaved'));
      setVersion(answer.data.version);
      if (!editing) void navigate(`/edit?askId=${encodeURIComponent(answer.data.askId)}`, { replace: true });
      return;
    }
    void toast('success', t(editing ? 'listings.publish.updateSuccess' : 'listings.publish.submitSuccess'));
    // Published from a purchase request (issue 16): offer it to that request and go back to it; a refusal (the
    // request closed meanwhile) was said by the client, and the ask stays published on /askList.
    if (fromRequest && !editing) {
      const offered = await callRoute(buyerRequestsRoutes.offer, { params: { id: fromRequest }, body: { askId: answer.data.askId } }).then(
        () => true,
        () => false,
      );
      if (offered) {
        void navigate(`/buyer-request?requestId=${encodeURIComponent(fromRequest)}`);
        return;
      }
    }
    void navigate('/askList');
  };

  const onValuesChange = (changed: Partial<TAskFormValues>) => {
    // Market: the China market weighs in MT and offers its own quote types.
    if (changed.market) {
      const values = form.getFieldsValue(true) as TAskFormValues;
      const offered = new Set(quoteTypesFor(changed.market));
      const patch: Partial<TAskFormValues> = {
        details: values.details.map((d) => ({ ...d, quoteType: d.quoteType && offered.has(d.quoteType) ? d.quoteType : undefined })),
      };
      if (values.preferredQuoteType && !offered.has(values.preferredQuoteType)) patch.preferredQuoteType = undefined;
      if (changed.market === 'cn' && values.weightUnit === 'LBS') {
        patch.weightUnit = 'MT';
        patch.details = patch.details!.map((d) => ({ ...d, weight: convertWeightText(d.weight, 'LBS', 'MT') }));
      }
      form.setFieldsValue(patch);
    }
    // Deposit typed: the balance completes 100 (§5), and the other way round.
    if ('depositRatio' in changed) form.setFieldValue('balanceRatio', complementRatio(changed.depositRatio));
    else if ('balanceRatio' in changed) form.setFieldValue('depositRatio', complementRatio(changed.balanceRatio));
    if (attempted.current) check(attempted.current.draft);
  };

  const changeUnit = (next: TWeightUnit) => {
    const values = form.getFieldsValue(true) as TAskFormValues;
    if (next === values.weightUnit) return;
    form.setFieldsValue({
      weightUnit: next,
      details: values.details.map((d) => ({ ...d, weight: convertWeightText(d.weight, values.weightUnit, next) })),
    });
    onValuesChange({ weightUnit: next });
  };

  /** Which button is saving: true the draft, false the submit, null none. */
  const savingDraft = save.isPending ? (save.variables?.request.draft ?? null) : null;

  /** Every problem still to fix, for the list above the buttons. */
  const summary = problemSummary(t, errors);

  return { summary, item: kit.item, submit, onValuesChange, changeUnit, setVersion, savingDraft };
}
