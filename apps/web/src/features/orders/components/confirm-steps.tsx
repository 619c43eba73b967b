/**
 * §2 contract confirmation in two steps (rules in the server's sign-contract.ts): step 1, contract company and terms,
 * by each side for its own company (prefilled from its last confirmation or its company); step 2, the buyer's
 * bill-of-lading instructions with the four parties from or to the address book, shipping marks, HS code, taxId,
 * terminal dock and a dispute section. The form kit checks each step with the server's own body schema
 * (ZConfirmCompanyRequest, ZConfirmBillOfLadingRequest) and puts the server's 1000 field errors on the fields (other
 * refusals are the API client's toast). A signed contract shows the steps done and nothing to edit.
 */
import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Steps, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TContractDetail } from '@scrapbridge/domain/orders/contract';
import {
  addressKindOf,
  CONTRACT_FORM_LIMITS,
  ZConfirmBillOfLadingRequest,
  ZConfirmCompanyRequest,
  type TBlRole,
} from '@scrapbridge/domain/orders/contract-form';
import { toast } from '#lib/toast.ts';
import { useZodForm } from '#lib/zod-form.ts';
import { useAddressBook, useConfirmBillOfLading, useConfirmCompany } from '../api/orders-api.ts';
import { blDraftFrom, blRequest, companyDraftFrom, companyRequest, type TBlDraft, type TCompanyDraft } from '../lib/confirm-form-model.ts';
import { PartyFields } from './party-fields.tsx';

const ROLES: TBlRole[] = ['consignee', 'notify1', 'notify2', 'shipper'];

export function ConfirmSteps({ contract: c }: { contract: TContractDetail }) {
  const { t } = useTranslation();
  const side = c.viewerSide;
  const myCompanyDone = side !== 'staff' && c.parties.some((p) => p.side === side);
  const editable = c.status === 'pending' && side !== 'staff';
  const firstOpen = !myCompanyDone ? 0 : side === 'buyer' ? 1 : 0;
  const [current, setCurrent] = useState(firstOpen);
  // Once the viewer's part is done the forms fold away; "Change" reopens them until the contract is signed.
  const [editing, setEditing] = useState(c.myPendingSteps.length > 0);

  if (c.status === 'voided') return null;
  const stepStatus = (done: boolean, index: number) => (done ? 'finish' : index === current ? 'process' : 'wait');
  const blDone = !!c.confirmation.billOfLading;

  return (
    <section className="sb-orders-confirm" data-testid="confirm-steps">
      {c.status === 'signed' && <Alert type="success" showIcon title={t('orders.web.deal.locked')} data-testid="contract-locked" />}
      {side === 'staff' && c.status === 'pending' && <Alert type="info" showIcon title={t('orders.web.deal.staffView')} />}
      {editable && (
        <>
          <Steps
            current={current}
            onChange={(step) => {
              setCurrent(step);
              setEditing(true);
            }}
            responsive
            items={[
              { title: t('orders.web.deal.stepCompany'), description: t('orders.web.deal.stepCompanyHint'), status: stepStatus(myCompanyDone, 0) },
              { title: t('orders.web.deal.stepBl'), description: t('orders.web.deal.stepBlHint'), status: stepStatus(blDone, 1) },
            ]}
          />
          {!editing && (
            <Alert
              type="success"
              showIcon
              data-testid="my-part-done"
              title={t('orders.web.deal.myPartDone')}
              action={
                <Button size="small" onClick={() => setEditing(true)} data-testid="confirm-change">
                  {t('orders.web.deal.changeCompany')}
                </Button>
              }
            />
          )}
          {editing && current === 0 && <CompanyStep contract={c} onDone={() => side === 'buyer' && setCurrent(1)} />}
          {editing &&
            current === 1 &&
            (side !== 'buyer' ? (
              <Alert type="info" showIcon title={t('orders.web.deal.stepBlSeller')} />
            ) : !myCompanyDone ? (
              <Alert type="warning" showIcon title={t('orders.web.deal.stepBlAfterCompany')} data-testid="bl-after-company" />
            ) : (
              <BlStep contract={c} />
            ))}
        </>
      )}
    </section>
  );
}

function CompanyStep({ contract: c, onDone }: { contract: TContractDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<TCompanyDraft>(() => companyDraftFrom(c));
  const { check, refuse, item } = useZodForm();
  const confirm = useConfirmCompany(c.contractId);
  const set = (patch: Partial<TCompanyDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const field = (key: 'companyName' | 'address' | 'email' | 'taxNo' | 'contactName' | 'phone', max: number, required: boolean) => (
    <Form.Item label={key === 'email' ? t('orders.pdf.email') : t(`orders.fields.${key}`)} htmlFor={`company-${key}`} required={required} {...item(key)}>
      {key === 'address' ? (
        <Input.TextArea id={`company-${key}`} value={draft[key]} maxLength={max} autoSize={{ minRows: 1, maxRows: 4 }} data-testid={`company-${key}`} onChange={(e) => set({ [key]: e.target.value })} />
      ) : (
        <Input id={`company-${key}`} value={draft[key]} maxLength={max} data-testid={`company-${key}`} onChange={(e) => set({ [key]: e.target.value })} />
      )}
    </Form.Item>
  );

  const submit = () => {
    const request = companyRequest(draft);
    if (!check(ZConfirmCompanyRequest, request)) return;
    confirm.mutate(request, {
      onSuccess: (next) => {
        void toast('success', t(next.status === 'signed' ? 'orders.web.deal.signedNow' : 'orders.web.deal.companySaved'));
        onDone();
      },
      onError: (e) => refuse(e, { fieldsOnly: true }),
    });
  };

  return (
    <Form layout="vertical" data-testid="company-form" onFinish={submit}>
      <div className="sb-orders-form-grid">
        {field('companyName', CONTRACT_FORM_LIMITS.name, true)}
        {field('taxNo', CONTRACT_FORM_LIMITS.taxNo, true)}
        {field('address', CONTRACT_FORM_LIMITS.address, true)}
        {field('email', 254, true)}
        {field('contactName', CONTRACT_FORM_LIMITS.contact, false)}
        {field('phone', CONTRACT_FORM_LIMITS.phone, false)}
      </div>
      <Form.Item {...item('acceptTerms')}>
        <Checkbox checked={draft.acceptTerms} onChange={(e) => set({ acceptTerms: e.target.checked })} data-testid="company-accept-terms">
          {t('orders.web.deal.acceptTerms')}
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={confirm.isPending} data-testid="company-submit">
        {t('orders.web.deal.submitCompany')}
      </Button>
    </Form>
  );
}

function BlStep({ contract: c }: { contract: TContractDetail }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<TBlDraft>(() => blDraftFrom(c));
  const { check, refuse, item } = useZodForm();
  const confirm = useConfirmBillOfLading(c.contractId);
  const book = useAddressBook();
  const entries = book.data?.rows ?? [];
  // A user without a company has no book (the server says so with canSave).
  const canSave = book.data?.canSave ?? false;
  const set = (patch: Partial<TBlDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const text = (key: 'shippingMarks' | 'hsCode' | 'taxId' | 'terminalDock', max: number, area = false) => (
    <Form.Item label={t(`orders.fields.${key}`)} htmlFor={`bl-${key}`} required {...item(key)}>
      {area ? (
        <Input.TextArea id={`bl-${key}`} value={draft[key]} maxLength={max} autoSize={{ minRows: 2, maxRows: 6 }} data-testid={`bl-${key}`} onChange={(e) => set({ [key]: e.target.value })} />
      ) : (
        <Input id={`bl-${key}`} value={draft[key]} maxLength={max} data-testid={`bl-${key}`} onChange={(e) => set({ [key]: e.target.value })} />
      )}
    </Form.Item>
  );

  const submit = () => {
    const request = blRequest(draft);
    if (!check(ZConfirmBillOfLadingRequest, request)) return;
    confirm.mutate(request, {
      onSuccess: (next) => void toast('success', t(next.status === 'signed' ? 'orders.web.deal.signedNow' : 'orders.web.deal.blSaved')),
      onError: (e) => refuse(e, { fieldsOnly: true }),
    });
  };

  return (
    <Form layout="vertical" data-testid="bl-form" onFinish={submit}>
      {ROLES.map((role) =>
        role === 'notify2' && !draft.hasNotify2 ? (
          <Form.Item key={role}>
            <Checkbox checked={false} onChange={() => set({ hasNotify2: true })} data-testid="bl-has-notify2">
              {t('orders.web.deal.hasNotify2')}
            </Checkbox>
          </Form.Item>
        ) : (
          <div key={role}>
            {role === 'notify2' && (
              <Checkbox checked onChange={() => set({ hasNotify2: false })}>
                {t('orders.web.deal.hasNotify2')}
              </Checkbox>
            )}
            <PartyFields
              role={role}
              value={draft[role]}
              onChange={(next) => set({ [role]: next })}
              item={item}
              book={entries.filter((e) => e.kind === addressKindOf(role))}
              canSave={canSave}
            />
          </div>
        ),
      )}
      <div className="sb-orders-form-grid">
        {text('hsCode', 20)}
        {text('taxId', CONTRACT_FORM_LIMITS.taxId)}
        {text('terminalDock', CONTRACT_FORM_LIMITS.terminalDock)}
      </div>
      {text('shippingMarks', CONTRACT_FORM_LIMITS.shippingMarks, true)}
      <Form.Item>
        <Switch checked={draft.hasDispute} onChange={(v) => set({ hasDispute: v })} aria-label={t('orders.web.deal.disputeSwitch')} data-testid="bl-dispute-switch" /> {t('orders.web.deal.disputeSwitch')}
      </Form.Item>
      {draft.hasDispute && (
        <Form.Item label={t('orders.fields.text')} htmlFor="bl-dispute-text" required validateStatus={item('dispute.text').validateStatus} help={item('dispute.text').help ?? t('orders.web.deal.disputeHint')}>
          <Input.TextArea
            id="bl-dispute-text"
            value={draft.disputeText}
            maxLength={CONTRACT_FORM_LIMITS.disputeText}
            showCount
            autoSize={{ minRows: 3, maxRows: 8 }}
            data-testid="bl-dispute-text"
            onChange={(e) => set({ disputeText: e.target.value })}
          />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" loading={confirm.isPending} data-testid="bl-submit">
        {t('orders.web.deal.submitBl')}
      </Button>
    </Form>
  );
}
