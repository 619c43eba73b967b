import { z } from 'zod';
import { MARKETS } from '../market.ts';
import { DOCX_MIME, PDF_MIME, XLSX_MIME } from '../orders/documents.ts';
import { ZPageQuery } from '../pagination.ts';
import { reason } from '../validation.ts';

/**
 * Customer service (issue 16 item 2; spec §2 /customer, §6 "access is granted via customer service", §8 every "contact
 * customer service" message): one conversation per user with the operator's staff — text, pictures and files — live
 * both ways over the live stream, and a staff inbox with assignment and status.
 */

/**
 * open: the user wrote last and waits for staff; waiting: staff answered and wait for the user; closed: staff closed
 * it (a new message from the user opens it again).
 */
export const SUPPORT_STATUSES = ['open', 'waiting', 'closed'] as const;
export type TSupportStatus = (typeof SUPPORT_STATUSES)[number];

export const SUPPORT_AUTHORS = ['user', 'staff'] as const;
export type TSupportAuthor = (typeof SUPPORT_AUTHORS)[number];

/** The status a conversation takes when a message is written: the side that wrote last waits for the other. */
export function statusAfterMessage(author: TSupportAuthor): TSupportStatus {
  return author === 'user' ? 'open' : 'waiting';
}

/**
 * What a "contact customer service" link is about (the context chip staff see). Each comes from a message of §8:
 * market-access ("no permission for the China or international market"), quote-type ("no quotation type"),
 * contract-change ("this contract is signed; contact customer service to change it"); general is the plain page.
 */
export const SUPPORT_TOPICS = ['general', 'market-access', 'quote-type', 'contract-change'] as const;
export type TSupportTopic = (typeof SUPPORT_TOPICS)[number];

export const SUPPORT_LIMITS = {
  textMax: 4000,
  filesPerMessage: 6,
  /** One attachment; pictures as §9 (10 MB), papers at the same size. */
  fileMaxBytes: 10 * 1024 * 1024,
  refMax: 64,
  /** Messages per page of a conversation (newest first from the server, shown oldest first). */
  pageSize: 50,
} as const;

/** Real types (sniffed from the bytes) an attachment may be: photos of goods and papers, PDFs, Excel and Word files. */
export const SUPPORT_IMAGE_MIME = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const SUPPORT_FILE_MIME: readonly string[] = [...SUPPORT_IMAGE_MIME, PDF_MIME, XLSX_MIME, DOCX_MIME];
/** The `accept` list of the web file picker (the server still sniffs the bytes). */
export const SUPPORT_FILE_ACCEPT = [...SUPPORT_IMAGE_MIME, '.pdf', '.xlsx', '.docx'].join(',');

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * The context a link carries (`/customer?topic=market-access&market=cn`), stored with the message it came with. `ref`
 * names the row it is about (a contract number), letters, digits and - _ / only.
 */
export const ZSupportContext = z.object({
  topic: z.enum(SUPPORT_TOPICS),
  market: z.preprocess(blankToUndefined, z.enum(MARKETS).optional()),
  ref: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(SUPPORT_LIMITS.refMax)
      .regex(/^[A-Za-z0-9_/-]+$/)
      .optional(),
  ),
});
export type TSupportContext = z.infer<typeof ZSupportContext>;
/** The context as answered (no input clean-up: response schemas are encoded, and a transform cannot be). */
export const ZSupportContextView = z.object({ topic: z.enum(SUPPORT_TOPICS), market: z.enum(MARKETS).optional(), ref: z.string().optional() });

/**
 * Reads the context of the /customer page from its query string; anything unknown or malformed is dropped (a link
 * from an old e-mail must still open the page).
 */
export function contextFromSearch(search: URLSearchParams): TSupportContext | null {
  const parsed = ZSupportContext.safeParse({ topic: search.get('topic') ?? undefined, market: search.get('market') ?? undefined, ref: search.get('ref') ?? undefined });
  if (!parsed.success || parsed.data.topic === 'general') return null;
  return parsed.data;
}

/** The /customer link of a context (what every "contact customer service" message points to). */
export function supportLink(context?: TSupportContext | null): string {
  if (!context || context.topic === 'general') return '/customer';
  const q = new URLSearchParams({ topic: context.topic });
  if (context.market) q.set('market', context.market);
  if (context.ref) q.set('ref', context.ref);
  return `/customer?${q.toString()}`;
}

export const ZSupportMessageRequest = z
  .object({
    text: z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().trim().max(SUPPORT_LIMITS.textMax)),
    fileIds: z.array(z.uuid()).max(SUPPORT_LIMITS.filesPerMessage).default([]),
    context: ZSupportContext.optional(),
  })
  .superRefine((v, ctx) => {
    // A message says something or carries something.
    if (v.text === '' && v.fileIds.length === 0) ctx.addIssue({ code: 'custom', path: ['text'], ...reason('required') });
    if (new Set(v.fileIds).size !== v.fileIds.length) ctx.addIssue({ code: 'custom', path: ['fileIds'], ...reason('support.errors.duplicateFile') });
  });
export type TSupportMessageRequest = z.infer<typeof ZSupportMessageRequest>;
export type TSupportMessageRequestInput = z.input<typeof ZSupportMessageRequest>;

export const ZSupportFile = z.object({
  fileId: z.string(),
  name: z.string(),
  mime: z.string(),
  kind: z.enum(['image', 'document']),
  size: z.number().int(),
  /** GET /app-v2/file/{fileId}.{ext}: the conversation's user and staff may read it. */
  url: z.string(),
});
export type TSupportFile = z.infer<typeof ZSupportFile>;

export const ZSupportMessage = z.object({
  id: z.string(),
  conversationId: z.string(),
  author: z.enum(SUPPORT_AUTHORS),
  /** Staff: the staff member's first name (users see who answers); user: the user's name. */
  authorName: z.string(),
  text: z.string(),
  context: ZSupportContextView.nullable(),
  files: z.array(ZSupportFile),
  createdAt: z.string(),
});
export type TSupportMessage = z.infer<typeof ZSupportMessage>;

export const ZSupportThreadQuery = z.object({
  /** Messages written before this one (the id of the oldest shown), for "earlier messages". */
  before: z.preprocess(blankToUndefined, z.uuid().optional()),
});

/** The user's own conversation (none yet: id null, no messages). */
export const ZSupportThread = z.object({
  id: z.string().nullable(),
  status: z.enum(SUPPORT_STATUSES).nullable(),
  /** Oldest first. */
  messages: z.array(ZSupportMessage),
  hasEarlier: z.boolean(),
  /** Messages of the other side not yet read by the caller; the page marks where they start. */
  unread: z.number().int(),
  /** When the caller last read the conversation (the "new" marker sits after it). */
  lastReadAt: z.string().nullable(),
});
export type TSupportThread = z.infer<typeof ZSupportThread>;

export const ZSupportUnread = z.object({ unread: z.number().int() });
export type TSupportUnread = z.infer<typeof ZSupportUnread>;

export const ZSupportConversationParams = z.object({ conversationId: z.uuid() });

export const ZSupportConversationRow = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string().nullable(),
  userPhone: z.string().nullable(),
  companyName: z.string().nullable(),
  status: z.enum(SUPPORT_STATUSES),
  assigneeUserId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  /** The context of the latest message that carried one (what the user came about). */
  context: ZSupportContextView.nullable(),
  lastMessageText: z.string(),
  lastMessageAuthor: z.enum(SUPPORT_AUTHORS).nullable(),
  lastMessageAt: z.string(),
  /** User messages staff have not read yet. */
  unread: z.number().int(),
  version: z.number().int(),
});
export type TSupportConversationRow = z.infer<typeof ZSupportConversationRow>;

export const ZSupportStaffThread = ZSupportThread.extend({ conversation: ZSupportConversationRow });
export type TSupportStaffThread = z.infer<typeof ZSupportStaffThread>;

export const SUPPORT_ASSIGNED_FILTERS = ['all', 'me', 'none'] as const;

export const ZSupportInboxQuery = ZPageQuery.extend({
  status: z.preprocess(blankToUndefined, z.enum(SUPPORT_STATUSES).optional()),
  /** all, me (assigned to the caller), none (nobody yet) or one staff member's id. */
  assigned: z.preprocess(blankToUndefined, z.union([z.enum(SUPPORT_ASSIGNED_FILTERS), z.uuid()]).default('all')),
  /** Part of the user's name, e-mail, phone or company. */
  keyword: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  topic: z.preprocess(blankToUndefined, z.enum(SUPPORT_TOPICS).optional()),
});
export type TSupportInboxQuery = z.infer<typeof ZSupportInboxQuery>;
export type TSupportInboxQueryInput = z.input<typeof ZSupportInboxQuery>;

/** Staff writes change a conversation the caller read at `version` (stale: 110801). */
export const ZSupportAssignRequest = z.object({ staffUserId: z.uuid().nullable(), version: z.number().int().min(1).max(2_147_483_647) });
export const ZSupportStatusRequest = z.object({ status: z.enum(SUPPORT_STATUSES), version: z.number().int().min(1).max(2_147_483_647) });

export const ZSupportStaffMember = z.object({ userId: z.string(), name: z.string(), email: z.string().nullable() });
export type TSupportStaffMember = z.infer<typeof ZSupportStaffMember>;

/** What the live stream sends (`event: support`): which conversation changed, so the open pages read it again. */
export const ZLiveSupportEvent = z.object({
  type: z.literal('support'),
  conversationId: z.string(),
  /** message: a new message (by `author`); update: status, assignment or read marks changed. */
  action: z.enum(['message', 'update']),
  author: z.enum(SUPPORT_AUTHORS).nullable(),
});
export type TLiveSupportEvent = z.infer<typeof ZLiveSupportEvent>;

/** The first message's words a context suggests, in the page's language (the user may change them). */
export function contextPrefillKey(context: TSupportContext): string {
  return `support.prefill.${context.topic}`;
}
