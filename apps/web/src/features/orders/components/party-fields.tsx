/**
 * One bill-of-lading party (§3: consignee, 1st / 2nd notify party, shipper — name, address, contact, e-mail, landline,
 * phone), typed or chosen from the company's address book (§2 "consignee, notifier and shipper management"), with
 * "save to address book". Its problems come from the form kit, keyed by path ("consignee.email"), the form's or the server's.
 */
import { Checkbox, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TAddressBookEntry } from '@scrapbridge/domain/orders/contract';
import { CONTRACT_FORM_LIMITS, type TBlRole } from '@scrapbridge/domain/orders/contract-form';
import type { TFormItem } from '#lib/zod-form.ts';
import { partyDraftOf, type TPartyDraft } from '../lib/confirm-form-model.ts';

type TProps = {
  role: TBlRole;
  value: TPartyDraft;
  onChange: (next: TPartyDraft) => void;
  /** The form kit's problem of a field, keyed by path ("consignee.email"). */
  item: TFormItem;
  /** The book's entries of this party's kind. */
  book: TAddressBookEntry[];
  /** The viewer's company has a book (a user without a company cannot save). */
  canSave: boolean;
};

const FIELDS = [
  { key: 'name', max: CONTRACT_FORM_LIMITS.name, required: true },
  { key: 'address', max: CONTRACT_FORM_LIMITS.address, required: true },
  { key: 'contact', max: CONTRACT_FORM_LIMITS.contact, required: false },
  { key: 'email', max: 254, required: false },
  { key: 'landline', max: CONTRACT_FORM_LIMITS.phone, required: false },
  { key: 'phone', max: CONTRACT_FORM_LIMITS.phone, required: false },
] as const;

export function PartyFields({ role, value, onChange, item, book, canSave }: TProps) {
  const { t } = useTranslation();
  const label = (key: string) => (key === 'email' ? t('orders.pdf.email') : key === 'phone' ? t('orders.pdf.phone') : t(`orders.fields.${key}`));
  return (
    <fieldset className="sb-orders-party" data-testid={`bl-party-${role}`}>
      <div className="sb-orders-party-head">
        <h4>{t(`orders.fields.${role}`)}</h4>
        {book.length > 0 && (
          <Select<string>
            size="small"
            placeholder={t('orders.web.deal.fromBook')}
            aria-label={t('orders.web.deal.fromBook')}
            data-testid={`bl-book-${role}`}
            value={null as unknown as string}
            onChange={(id) => {
              const entry = book.find((e) => e.id === id);
              if (entry) onChange({ ...partyDraftOf(entry), save: false });
            }}
            options={book.map((e) => ({ value: e.id, label: e.name }))}
            showSearch={{ optionFilterProp: 'label' }}
          />
        )}
      </div>
      <div className="sb-orders-form-grid">
        {FIELDS.map((f) => {
          const path = `${role}.${f.key}`;
          const Field = f.key === 'address' ? Input.TextArea : Input;
          return (
            <Form.Item key={f.key} label={label(f.key)} htmlFor={`bl-${role}-${f.key}`} required={f.required} {...item(path)}>
              <Field
                id={`bl-${role}-${f.key}`}
                value={value[f.key]}
                maxLength={f.max}
                data-testid={`bl-${role}-${f.key}`}
                {...(f.key === 'address' ? { autoSize: { minRows: 1, maxRows: 4 } } : {})}
                onChange={(e: { target: { value: string } }) => onChange({ ...value, [f.key]: e.target.value })}
              />
            </Form.Item>
          );
        })}
      </div>
      {canSave && (
        <Checkbox checked={value.save} onChange={(e) => onChange({ ...value, save: e.target.checked })} data-testid={`bl-save-${role}`}>
          {t('orders.web.deal.saveToBook')}
        </Checkbox>
      )}
    </fieldset>
  );
}
