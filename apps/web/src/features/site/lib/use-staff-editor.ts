/**
 * The edit drawer of a staff content list (news, partner stories): which item is open ('new' for a new one), the
 * form filled from it, check with the domain schema, save (server 1000 errors on the fields, anything else as a
 * toast), delete, and the list refreshed after each change. The pages keep only their fields and columns.
 */
import { useState } from 'react';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TApiResult } from '#lib/api-client.ts';
import { toast } from '#lib/toast.ts';
import { showServerErrors } from './staff-form.ts';

export function useStaffEditor<TItem extends { id: string }, TForm extends object, TBody>(opts: {
  form: FormInstance<TForm>;
  /** Form values for an item, or the defaults of a new one. */
  toForm: (item: TItem | 'new') => Partial<TForm>;
  /** The request body, or null when the schema refused the values (problems already on the fields). */
  toBody: (values: TForm) => TBody | null;
  save: (id: string | null, body: TBody) => Promise<TApiResult<unknown>>;
  remove: (id: string) => Promise<TApiResult<unknown>>;
  refresh: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<TItem | 'new' | null>(null);
  const [saving, setSaving] = useState(false);

  const open = (item: TItem | 'new') => {
    setEditing(item);
    opts.form.resetFields();
    opts.form.setFieldsValue(opts.toForm(item) as Parameters<FormInstance<TForm>['setFieldsValue']>[0]);
  };

  const submit = async () => {
    const body = opts.toBody(opts.form.getFieldsValue(true) as TForm);
    if (!body) return;
    setSaving(true);
    const result = await opts.save(editing === 'new' || !editing ? null : editing.id, body);
    setSaving(false);
    if (!result.success) {
      if (!showServerErrors(opts.form, result)) void toast('error', result.msg);
      return;
    }
    void toast('success', t('siteStaff.common.saved'));
    setEditing(null);
    void opts.refresh();
  };

  const remove = async (id: string) => {
    const result = await opts.remove(id);
    if (result.success) {
      void toast('success', t('siteStaff.common.deleted'));
      void opts.refresh();
    }
  };

  return { editing, saving, open, close: () => setEditing(null), submit, remove };
}
