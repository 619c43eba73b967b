/** Placeholder until the documents work fills it in (issue 5). */
export type TDocumentsPanelProps = { contractId: string; mode: 'party' | 'staff' };

export function DocumentsPanel(_props: TDocumentsPanelProps) {
  return null;
}
