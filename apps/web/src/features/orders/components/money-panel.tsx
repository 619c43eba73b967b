/** Placeholder until the payments work fills it in (issue 5). */
export type TMoneyPanelProps = { contractId: string; mode: 'party' | 'staff' };

export function MoneyPanel(_props: TMoneyPanelProps) {
  return null;
}
