/**
 * §5 "User info step 1": firstName, lastName, country, businessType (multi-select), phoneNumber and the port fields
 * are required; the e-mail is required and must look like one (email_empty, email_right). Next validates with
 * the same schema the server uses, then saves (PUT /account/info); the server's 1000 answers land on the fields.
 */
import '../lib/accounts-catalog.ts';
import { useMemo, useState, type ReactNode } from 'react';
import { Button, Form, Input, Select, Space, type InputProps } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BIZ_TYPES, BUSINESS_TYPES, ZAccountInfoRequest } from '@scrapbridge/domain/account-profile';
import type { TDictData } from '@scrapbridge/domain/catalog';
import type { TCurrentUser } from '@scrapbridge/domain/user';
import { useZodForm } from '#lib/zod-form.ts';
import { saveAccountInfo, storeUser, useProfileDicts } from '../api/accounts-api.ts';

type TValues = {
  firstName: string;
  lastName: string;
  bizType: string | undefined;
  countryId: number | undefined;
  businessType: string[];
  email: string;
  phoneCountry: string;
  phoneNumber: string;
  destinationId: number | undefined;
  fasId: number | undefined;
};

function initialValues(user: TCurrentUser, lang: 'zh' | 'en'): TValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    bizType: user.bizType ?? undefined,
    countryId: user.countryId ?? undefined,
    businessType: (user.businessType ?? '').split(',').filter(Boolean),
    email: user.email ?? '',
    // A user who registered by e-mail has no phone yet: the country code of the interface language is the likelier one.
    phoneCountry: user.phoneCountry ?? (lang === 'zh' ? '86' : '1'),
    phoneNumber: user.phoneNumber ?? '',
    destinationId: user.destinationId ?? undefined,
    fasId: user.fasId ?? undefined,
  };
}

const SEARCH = { optionFilterProp: 'label' as const };

function options(rows: TDictData[] | undefined) {
  return (rows ?? []).map((d) => ({ value: d.dictDataId, label: d.dictLabel }));
}

export function ProfileStep({ user, onDone }: { user: TCurrentUser; onDone: (user: TCurrentUser) => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'zh' ? 'zh' : 'en';
  const queryClient = useQueryClient();
  const dicts = useProfileDicts();
  const [values, setValues] = useState<TValues>(() => initialValues(user, lang));
  const { errors, setErrors, check, refuse } = useZodForm({ reportInput: true });
  const [busy, setBusy] = useState(false);

  const countries = useMemo(() => options(dicts.data?.['Country']), [dicts.data]);
  const destinations = useMemo(() => options(dicts.data?.['DESTINATION PORT']), [dicts.data]);
  const fasPorts = useMemo(() => options(dicts.data?.['PORT']), [dicts.data]);

  const set = (patch: Partial<TValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    // A corrected field stops showing its old problem.
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch)) delete next[k];
      return next;
    });
  };

  const next = async () => {
    const body = check(ZAccountInfoRequest, values);
    if (!body) return;
    setBusy(true);
    try {
      const result = await saveAccountInfo(body);
      if (!result.success) {
        refuse(result);
        return;
      }
      storeUser(queryClient, result.data);
      onDone(result.data);
    } finally {
      setBusy(false);
    }
  };

  const item = (name: keyof TValues | 'phone', label: string, child: ReactNode, required = true) => (
    <Form.Item
      label={label}
      required={required}
      htmlFor={`profile-${name}`}
      validateStatus={(name === 'phone' ? errors.phoneNumber || errors.phoneCountry : errors[name]) ? 'error' : undefined}
      help={name === 'phone' ? errors.phoneNumber || errors.phoneCountry : errors[name]}
    >
      {child}
    </Form.Item>
  );

  // The text fields and the dictionary selects differ only in their name, placeholder and a few input hints.
  const textInput = (name: 'firstName' | 'lastName' | 'email', placeholder: string, hints: InputProps = {}) => (
    <Input
      id={`profile-${name}`}
      data-testid={`profile-${name}`}
      {...hints}
      placeholder={placeholder}
      value={values[name]}
      onChange={(e) => set({ [name]: e.target.value })}
    />
  );
  const dictSelect = (name: 'countryId' | 'destinationId' | 'fasId', placeholder: string, choices: { value: number; label: string }[]) => (
    <Select
      id={`profile-${name}`}
      data-testid={`profile-${name}`}
      showSearch={SEARCH}
      loading={dicts.isPending}
      placeholder={placeholder}
      options={choices}
      value={values[name]}
      onChange={(v: number) => set({ [name]: v })}
    />
  );

  return (
    <Form layout="vertical" className="sb-acc-form" onFinish={() => void next()} data-testid="profile-step">
      <div className="sb-acc-row">
        {item('firstName', t('accounts.fields.firstName'), textInput('firstName', t('accounts.userInfo.firstNamePlaceholder'), { autoComplete: 'given-name' }))}
        {item('lastName', t('accounts.fields.lastName'), textInput('lastName', t('accounts.userInfo.lastNamePlaceholder'), { autoComplete: 'family-name' }))}
      </div>
      {item('countryId', t('accounts.fields.countryId'), dictSelect('countryId', t('accounts.userInfo.countryPlaceholder'), countries))}
      {item(
        'businessType',
        t('accounts.fields.businessType'),
        <Select
          id="profile-businessType"
          data-testid="profile-businessType"
          mode="multiple"
          placeholder={t('accounts.userInfo.businessTypePlaceholder')}
          options={BUSINESS_TYPES.map((b) => ({ value: b, label: t(`accounts.businessTypes.${b}`) }))}
          value={values.businessType}
          onChange={(v: string[]) => set({ businessType: v })}
        />,
      )}
      {item(
        'bizType',
        t('accounts.fields.bizType'),
        <Select
          id="profile-bizType"
          data-testid="profile-bizType"
          allowClear
          placeholder={t('accounts.userInfo.bizTypePlaceholder')}
          options={BIZ_TYPES.map((b) => ({ value: b, label: t(`accounts.bizTypes.${b}`) }))}
          value={values.bizType}
          onChange={(v: string | undefined) => set({ bizType: v })}
        />,
        false,
      )}
      {item('email', t('fields.email'), textInput('email', t('accounts.userInfo.emailPlaceholder'), { type: 'email', inputMode: 'email', autoComplete: 'email' }))}
      {item(
        'phone',
        t('fields.phoneNumber'),
        <Space.Compact block>
          <Input
            aria-label={t('fields.phoneCountry')}
            data-testid="profile-phoneCountry"
            className="sb-acc-phone-country"
            prefix="+"
            inputMode="numeric"
            value={values.phoneCountry}
            onChange={(e) => set({ phoneCountry: e.target.value.replace(/[^\d]/g, '').slice(0, 4) })}
          />
          <Input
            id="profile-phone"
            data-testid="profile-phoneNumber"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={t('accounts.userInfo.phonePlaceholder')}
            value={values.phoneNumber}
            onChange={(e) => set({ phoneNumber: e.target.value })}
          />
        </Space.Compact>,
      )}
      <div className="sb-acc-row">
        {item('destinationId', t('accounts.fields.destinationId'), dictSelect('destinationId', t('accounts.userInfo.destinationPlaceholder'), destinations))}
        {item('fasId', t('accounts.fields.fasId'), dictSelect('fasId', t('accounts.userInfo.fasPlaceholder'), fasPorts))}
      </div>
      <Button type="primary" htmlType="submit" block size="large" loading={busy} disabled={busy} data-testid="profile-next">
        {t('accounts.userInfo.next')}
      </Button>
    </Form>
  );
}
