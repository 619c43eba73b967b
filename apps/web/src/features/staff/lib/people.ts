/** How the staff console names a person and writes a phone number (the same in every table). */
export function personName(p: { firstName: string | null; lastName: string | null }): string {
  return [p.firstName, p.lastName].filter(Boolean).join(' ');
}

/** "+86 13800138000", or null without a number. */
export function phoneText(p: { phoneCountry: string | null; phoneNumber: string | null }): string | null {
  if (!p.phoneNumber) return null;
  return p.phoneCountry ? `+${p.phoneCountry} ${p.phoneNumber}` : p.phoneNumber;
}

type TTranslateText = (key: string) => string;

/**
 * What the person said their business is (§5 user info: bizType one of buy/sell/both, businessType a comma-separated
 * list), in the reader's language; an unknown stored value is shown as it is rather than hidden.
 */
export function businessLabels(t: TTranslateText, p: { bizType: string | null; businessType: string | null }): string[] {
  const label = (group: 'bizTypes' | 'businessTypes', value: string) => {
    const key = `accounts.${group}.${value}`;
    const text = t(key);
    return text === key || text === key.slice(key.indexOf('.') + 1) ? value : text;
  };
  return [
    ...(p.bizType ? [label('bizTypes', p.bizType)] : []),
    ...(p.businessType ?? '').split(',').map((v) => v.trim()).filter(Boolean).map((v) => label('businessTypes', v)),
  ];
}
