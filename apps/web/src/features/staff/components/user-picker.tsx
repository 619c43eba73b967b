/**
 * Pick an account by typing part of its e-mail, phone, name or company (the users search, GET /admin/users),
 * instead of pasting a user id. Used to link a consignment agent and a seller (§6 Agents).
 */
import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TStaffUserRow } from '@scrapbridge/domain/staff-users';
import { useStaffUsers } from '../api/trust-api.ts';
import { personName } from '../lib/people.ts';

/** Typing pauses this long before the search runs (§9 uses 300 ms for resize; the same feel here). */
const DEBOUNCE_MS = 300;

export function userLabel(u: Pick<TStaffUserRow, 'firstName' | 'lastName' | 'email' | 'companyName'>): string {
  const who = personName(u) || u.email || '—';
  return u.companyName ? `${who} · ${u.companyName}` : who;
}

export function UserPicker(props: { value: string | null; onChange: (userId: string | null) => void; exclude: readonly string[]; testId?: string }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const id = window.setTimeout(() => setKeyword(typed.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(id);
  }, [typed]);
  // Every account is offered: the server decides who may be linked (verified enterprises only) and says why not.
  const query = useStaffUsers({ keyword, userState: '', userType: '', pageNum: 1, pageSize: 20 });
  const options = (query.data?.rows ?? [])
    .filter((u) => !props.exclude.includes(u.userId))
    .map((u) => ({ value: u.userId, label: `${userLabel(u)}${u.email ? ` (${u.email})` : ''}` }));

  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      value={props.value}
      onChange={(v: string | undefined) => props.onChange(v ?? null)}
      placeholder={t('staff.users.pickUser')}
      notFoundContent={query.isFetching ? t('common.loading') : t('staff.users.empty')}
      options={options}
      style={{ minWidth: 280, maxWidth: '100%' }}
      data-testid={props.testId}
    />
  );
}
