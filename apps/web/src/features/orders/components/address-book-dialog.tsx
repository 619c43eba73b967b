/**
 * The company's address book (§2 "consignee, notifier and shipper management"): list by kind, add, edit and delete
 * consignees, notify parties and shippers, which step 2 of a contract confirmation then offers to choose from.
 * Same rules as the bill-of-lading parties (ZAddressBookInput); the server's field errors land on the fields.
 */
import { useState } from 'react';
import { Button, Empty, Form, Input, List, Popconfirm, Segmented, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TAddressBookEntry } from '@scrapbridge/domain/orders/contract';
import { ADDRESS_KINDS, CONTRACT_FORM_LIMITS, ZAddressBookInput, type TAddressKind } from '@scrapbridge/domain/orders/contract-form';
import { AppDialog } from '#components/app-dialog.tsx';
import { useZodForm } from '#lib/zod-form.ts';
import { toast } from '#lib/toast.ts';
import { useAddressBook, useDeleteAddress, useSaveAddress } from '../api/orders-api.ts';
import { emptyParty, partyDraftOf, type TPartyDraft } from '../lib/confirm-form-model.ts';

const FIELDS = ['name', 'address', 'contact', 'email', 'landline', 'phone'] as const;
const MAX: Record<(typeof FIELDS)[number], number> = {
  name: CONTRACT_FORM_LIMITS.name,
  address: CONTRACT_FORM_LIMITS.address,
  contact: CONTRACT_FORM_LIMITS.contact,
  email: 254,
  landline: CONTRACT_FORM_LIMITS.phone,
  phone: CONTRACT_FORM_LIMITS.phone,
};

export function AddressBookButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="address-book-open">
        {t('orders.web.addressBook.title')}
      </Button>
      <AppDialog open={open} onClose={() => setOpen(false)} title={t('orders.web.addressBook.title')}>
        <AddressBook />
      </AppDialog>
    </>
  );
}

function AddressBook() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<TAddressKind>('consignee');
  const [editing, setEditing] = useState<{ id: string | null; draft: TPartyDraft } | null>(null);
  const book = useAddressBook(kind);
  const remove = useDeleteAddress();
  const rows = book.data?.rows ?? [];

  if (book.data && !book.data.canSave) return <Empty description={t('orders.web.addressBook.noCompany')} />;
  if (editing) return <EntryForm kind={kind} editing={editing} onDone={() => setEditing(null)} />;
  return (
    <div data-testid="address-book">
      <Space wrap style={{ marginBottom: 12 }}>
        <Segmented
          value={kind}
          onChange={(v) => setKind(v as TAddressKind)}
          options={ADDRESS_KINDS.map((k) => ({ value: k, label: t(`orders.web.addressBook.kinds.${k}`) }))}
        />
        <Button type="primary" onClick={() => setEditing({ id: null, draft: emptyParty() })} data-testid="address-add">
          {t('orders.web.addressBook.add')}
        </Button>
      </Space>
      <List<TAddressBookEntry>
        loading={book.isLoading}
        dataSource={rows}
        locale={{ emptyText: t('orders.web.addressBook.empty') }}
        renderItem={(e) => (
          <List.Item
            data-testid="address-entry"
            actions={[
              <Button key="edit" type="link" size="small" onClick={() => setEditing({ id: e.id, draft: partyDraftOf(e) })}>
                {t('orders.web.addressBook.edit')}
              </Button>,
              <Popconfirm
                key="delete"
                title={t('orders.web.addressBook.deleteConfirm')}
                okText={t('common.ok')}
                cancelText={t('common.cancel')}
                onConfirm={() => remove.mutateAsync(e.id).then(() => void toast('success', t('orders.web.addressBook.deleted')))}
              >
                <Button type="link" size="small" danger>
                  {t('orders.web.addressBook.delete')}
                </Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta title={e.name} description={[e.address, e.contact, e.email, e.landline, e.phone].filter(Boolean).join(' · ')} />
          </List.Item>
        )}
      />
    </div>
  );
}

function EntryForm({ kind, editing, onDone }: { kind: TAddressKind; editing: { id: string | null; draft: TPartyDraft }; onDone: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<TPartyDraft>(editing.draft);
  const { check, refuse, item } = useZodForm();
  const save = useSaveAddress();
  const label = (key: string) => (key === 'email' ? t('orders.pdf.email') : key === 'phone' ? t('orders.pdf.phone') : t(`orders.fields.${key}`));

  const submit = () => {
    const { save: _save, ...p } = draft;
    const body = { kind, ...p, contact: p.contact || null, email: p.email || null, landline: p.landline || null, phone: p.phone || null };
    if (!check(ZAddressBookInput, body)) return;
    save.mutate(
      { id: editing.id, body },
      {
        onSuccess: () => {
          void toast('success', t('orders.web.addressBook.saved'));
          onDone();
        },
        onError: (e) => refuse(e, { fieldsOnly: true }),
      },
    );
  };

  return (
    <Form layout="vertical" onFinish={submit} data-testid="address-form">
      <p className="sb-muted">{t(`orders.web.addressBook.kinds.${kind}`)}</p>
      {FIELDS.map((f) => (
        <Form.Item key={f} label={label(f)} required={f === 'name' || f === 'address'} {...item(f)}>
          <Input value={draft[f]} maxLength={MAX[f]} data-testid={`address-${f}`} onChange={(e) => setDraft((d) => ({ ...d, [f]: e.target.value }))} />
        </Form.Item>
      ))}
      <Space>
        <Button onClick={onDone}>{t('orders.web.addressBook.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="address-save">
          {t('orders.web.addressBook.save')}
        </Button>
      </Space>
    </Form>
  );
}
