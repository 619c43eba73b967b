/**
 * One staff content list with create, edit and delete (news, partner stories, wiki articles): the staff list with
 * an add button and edit / delete on each row, and — for content edited in place — the edit drawer with its form.
 * useStaffCrud runs the drawer: which item is open ('new' for a new one), the form filled from it, the check with
 * the domain schema and the server's 1000 answers on the fields (the form kit, lib/zod-form.ts), any other refusal
 * as a toast, delete, and the list refreshed after each change. The pages keep only their fields and columns.
 * Texts come from the staff console's `siteStaff` namespace, which the staff pages load before rendering this.
 */
import { useState, type ReactNode } from 'react';
import { Button, Drawer, Space, type FormInstance } from 'antd';
import type { TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TApiResult } from '#lib/api-client.ts';
import { toast } from '#lib/toast.ts';
import { useZodForm, type TFormSchema } from '#lib/zod-form.ts';
import { StaffList, StaffRowActions, type TStaffListProps } from './staff-list.tsx';

/** A schema path onto the drawer's form field: `tags.0` → `tags`. */
const topField = (field: string) => field.split('.')[0] ?? field;

export function useStaffCrud<TItem extends { id: string }, TForm extends object, TBody>(opts: {
  form: FormInstance<TForm>;
  /** Form values for an item, or the defaults of a new one. */
  toForm: (item: TItem | 'new') => Partial<TForm>;
  /** The request the form's values make, before the schema checks it. */
  toRequest: (values: TForm) => unknown;
  schema: TFormSchema<TBody>;
  save: (id: string | null, body: TBody) => Promise<TApiResult<unknown>>;
  remove: (id: string) => Promise<TApiResult<unknown>>;
  refresh: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const kit = useZodForm({ fieldOf: topField });
  const [editing, setEditing] = useState<TItem | 'new' | null>(null);
  const [saving, setSaving] = useState(false);

  const open = (item: TItem | 'new') => {
    setEditing(item);
    kit.setErrors({});
    opts.form.resetFields();
    opts.form.setFieldsValue(opts.toForm(item) as Parameters<FormInstance<TForm>['setFieldsValue']>[0]);
  };

  const submit = async () => {
    const values = opts.form.getFieldsValue(true) as TForm;
    const body = kit.check(opts.schema, opts.toRequest(values));
    if (!body) return;
    setSaving(true);
    const result = await opts.save(editing === 'new' || !editing ? null : editing.id, body);
    setSaving(false);
    if (!result.success) {
      // The saves quiet 1000: problems on the drawer's fields go there, one naming none of them is a toast like any
      // other refusal (which the API client has said already, once).
      kit.refuse(result, { validationOnly: true, knownFields: Object.keys(values), toastNoField: true });
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

  return { editing, saving, open, close: () => setEditing(null), submit, remove, item: kit.item, touch: kit.touch };
}

type TDrawer = {
  open: boolean;
  title: ReactNode;
  saving: boolean;
  onClose: () => void;
  onSave: () => void;
  saveTestId?: string;
  /** The form. */
  children: ReactNode;
};

type TProps<T> = Omit<TStaffListProps<T>, 'actions' | 'children'> & {
  addLabel: string;
  onAdd: () => void;
  addTestId?: string;
  onEdit: (row: T) => void;
  onDelete: (row: T) => unknown;
  editTestId?: string;
  /** The edit drawer of content edited in place (news, stories); the wiki edits on a page of its own. */
  drawer?: TDrawer;
};

export function StaffCrudPage<T extends object>({ addLabel, onAdd, addTestId, onEdit, onDelete, editTestId, drawer, columns, ...list }: TProps<T>) {
  const { t } = useTranslation();
  const withActions: TableColumnsType<T> = [
    ...columns,
    {
      title: t('siteStaff.common.actions'),
      key: 'actions',
      width: 170,
      render: (_, r) => <StaffRowActions onEdit={() => onEdit(r)} onDelete={() => onDelete(r)} editTestId={editTestId} />,
    },
  ];
  return (
    <StaffList<T>
      {...list}
      columns={withActions}
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd} data-testid={addTestId}>
          {addLabel}
        </Button>
      }
    >
      {drawer && (
        <Drawer
          open={drawer.open}
          onClose={drawer.onClose}
          title={drawer.title}
          size={560}
          destroyOnHidden
          extra={
            <Space>
              <Button onClick={drawer.onClose}>{t('siteStaff.common.cancel')}</Button>
              <Button type="primary" loading={drawer.saving} onClick={drawer.onSave} data-testid={drawer.saveTestId}>
                {t('siteStaff.common.save')}
              </Button>
            </Space>
          }
        >
          {drawer.children}
        </Drawer>
      )}
    </StaffList>
  );
}
