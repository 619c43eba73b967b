/** How the staff console names a person and writes a phone number (the same in every table). */
export function personName(p: { firstName: string | null; lastName: string | null }): string {
  return [p.firstName, p.lastName].filter(Boolean).join(' ');
}

/** "+86 13800138000", or null without a number. */
export function phoneText(p: { phoneCountry: string | null; phoneNumber: string | null }): string | null {
  if (!p.phoneNumber) return null;
  return p.phoneCountry ? `+${p.phoneCountry} ${p.phoneNumber}` : p.phoneNumber;
}
