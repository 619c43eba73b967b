/**
 * What the audit log holds (the actions the server writes, apps/server/src/modules/*: insertAuditEntry), for the
 * filter list and the labels. An action not listed here still shows, under its raw name.
 */
export const AUDIT_ACTIONS = [
  'verification.approve',
  'verification.refuse',
  'shop.approve',
  'shop.refuse',
  'user.block',
  'user.unblock',
  'user.market.grant',
  'user.market.revoke',
  'agent.link',
  'agent.unlink',
  'ask.approve',
  'ask.refuse',
  'outbox.read',
  'contact.read',
  'contact.handle',
  'news.create',
  'news.update',
  'news.delete',
  'story.create',
  'story.update',
  'story.delete',
  'wiki.create',
  'wiki.update',
  'wiki.delete',
  // Orders (issue 5): the operations console, shipments, documents and money.
  'contract.void',
  // The system's entry (no staff actor): the operator was e-mailed about a new dispute.
  'dispute.announce',
  'dispute.contact',
  'dispute.answer',
  'dispute.close',
  'shipment.create',
  'shipment.update',
  'shipment.event',
  'shipment.import',
  'shipment.telex_release',
  'shipment.tracking_refresh',
  'container.create',
  'container.update',
  'container.delete',
  'document.upload',
  'document.withdraw',
  'invoice.create',
  'invoice.update',
  'invoice.remind',
  'payment.record',
] as const;

export const AUDIT_TARGET_TYPES = ['user', 'verification', 'shop', 'ask', 'outbox', 'news_item', 'partner_story', 'contact_message', 'wiki_article', 'contract', 'dispute', 'shipment', 'container', 'document', 'invoice', 'payment'] as const;

/** Longest value shown in the table; the whole entry stays in the database. */
const VALUE_MAX = 200;

/** An entry's detail as "key: value" lines: nested values as compact JSON, long ones cut. */
export function detailEntries(detail: Record<string, unknown> | null): [string, string][] {
  if (!detail) return [];
  return Object.entries(detail).map(([key, value]) => {
    const text = value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value);
    return [key, text.length > VALUE_MAX ? `${text.slice(0, VALUE_MAX - 1)}…` : text];
  });
}
