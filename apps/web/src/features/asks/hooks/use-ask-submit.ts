/**
 * Checking and saving the publish form (§5): the domain's ZPublishAskRequest / ZEditAskRequest in the browser,
 * worded like the server (lib/form-model.ts), problems on their fields and listed above the buttons; the server's
 * 1000 answer placed the same way. After a first attempt every change re-checks, so a fixed problem goes at once.
 * Also what a change sets off: a market change drops quote types it does not offer (and LBS on the China market),
 * the deposit and balance complete each other, a unit change converts the weights already typed.
 */
import { useRef, useState } from 'react';
import type { FormInstance } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { quoteTypesFor } from '@scrapbridge/domain/quote-method';
import type { TWeightUnit } from '@scrapbridge/domain/weight';
import { convertWeightText } from '@scrapbridge/domain/weight-text';
import { toast } from '#lib/toast.ts';
import { useSaveAsk } from '../api/asks-api.ts';
import { complementRatio, serverProblems, uploadsInProgress, validateAsk, type TAskFormValues, type TFormProblem } from '../lib/form-model.ts';

export function useAskSubmit(form: FormInstance<TAskFormValues>, { askId }: { askId: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveAsk();
  const editing = !!askId;
  const [version, setVersion] = useState<number | null>(null);
  const [summary, setSummary] = useState<string[]>([]);
  const attempted = useRef<null | { draft: boolean }>(null);
  const shownProblems = useRef<string[]>([]);

  const showProblems = (problems: TFormProblem[], lines: string[]) => {
    const names = problems.map((p) => p.name.join('.'));
    const cleared = shownProblems.current.filter((n) => !names.includes(n)).map((n) => ({ name: n.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s)), errors: [] }));
    form.setFields([...cleared, ...problems.map((p) => ({ name: p.name, errors: [p.message] }))] as Parameters<typeof form.setFields>[0]);
    shownProblems.current = names;
    setSummary(lines);
  };

  const check = (draft: boolean) => {
    const values = form.getFieldsValue(true) as TAskFormValues;
    return version !== null && editing ? validateAsk(t, values, { draft, version }) : validateAsk(t, values, { draft });
  };

  const submit = async (draft: boolean) => {
    attempted.current = { draft };
    const values = form.getFieldsValue(true) as TAskFormValues;
    if (uploadsInProgress(values) > 0) {
      void toast('warning', t('listings.publish.waitForUploads'));
      return;
    }
    const result = check(draft);
    showProblems(result.problems, result.summary);
    if (!result.request) {
      const first = result.problems[0];
      if (first) form.scrollToField(first.name, { block: 'center', behavior: 'smooth' });
      return;
    }
    const answer = await save.mutateAsync({ ...(editing && askId ? { askId } : {}), request: result.request });
    if (!answer.success) {
      if (answer.code === ErrorCode.Validation) {
        const server = serverProblems(t, answer.fieldErrors);
        showProblems(server.problems, server.summary);
        const first = server.problems[0];
        if (first) form.scrollToField(first.name, { block: 'center', behavior: 'smooth' });
      }
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
    if (attempted.current) {
      const result = check(attempted.current.draft);
      showProblems(result.problems, result.summary);
    }
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

  return { summary, submit, onValuesChange, changeUnit, setVersion, savingDraft };
}
