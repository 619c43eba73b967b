/** Placeholder until the shipments work fills it in (issue 5). */
export type TShipmentsPanelProps = { contractId: string; mode: 'party' | 'staff' };

export function ShipmentsPanel(_props: TShipmentsPanelProps) {
  return null;
}
