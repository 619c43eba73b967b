/** Placeholder until the disputes work fills it in (issue 5). */
export type TDisputePanelProps = { contractId: string; mode: 'party' | 'staff' };

export function DisputePanel(_props: TDisputePanelProps) {
  return null;
}
