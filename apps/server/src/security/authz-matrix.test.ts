import crypto from 'node:crypto';
import type { TAccess, TRoute } from '@scrapbridge/domain/contract/define-route';
import { fillPath } from '@scrapbridge/domain/contract/define-route';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, buildAuthzWorld, type TRole, type TRow, type TWorld } from '../../test/authz-world.ts';
import { onePagePdf } from '../../test/document-fixtures.ts';
import { exampleOf, exampleQuery, type THints } from '../../test/schema-example.ts';
import { testLane } from '../../test/test-app.ts';
import { multipart, solidPng } from '../../test/upload-fixtures.ts';

/**
 * The authorization matrix (issue 13, the standing harness): every operation of the route contract × every role, with
 * real ids from the demo data, the expected answer derived from the operation's DECLARED access level (never from
 * running it once):
 *
 * - public: nobody gets 401/403;
 * - user: anonymous 401, a blocked account's token 401 (staff blocking ends its sessions; a session row of a blocked
 *   account would answer 1409), everyone else passes the access check;
 * - verified: as user, and the general (unverified) user gets 1403 (§6, §8);
 * - staff: as user, and every non-staff account gets 403 (code 1403);
 * - party (and every operation naming a private row: a contract, a quote, a document, an address-book entry, an ask
 *   under review or refused, a shop under review …): a signed-in caller who is not a party of the row gets exactly the
 *   answer a random id gets (404), never the row.
 *
 * "Passes the access check" means the answer is not 401/403/1403/1409 and not 5xx (a 1000 for a body the generator
 * could not fill is fine there). Every refusal and every non-party answer is scanned for the row's identifying strings
 * (its id, its number, its owners' company names). A new operation is covered by declaring it; a new kind of row needs
 * its fixture in test/authz-world.ts and a line in rowFor() below.
 */

/**
 * Cases known to still answer a stranger while their fix is under way, as `area.name [variant] as role`. Empty: the two
 * the outside probe found (unfollowing a shop under review, the quote status of an ask under review; issue 13 §8) are
 * fixed and checked like every other case. An entry must fail its check: once its fix lands the matrix fails with
 * "fixed: remove from KNOWN_LEAKS", so the list cannot outlive the leak.
 */
const KNOWN_LEAKS = new Set<string>([]);

/**
 * Callers the access level lets through whom the use case then refuses for a rule of the product (not a hole in the
 * access check): each with its reason. Anything else refused where the declaration admits the caller fails the matrix.
 */
const USE_CASE_REFUSALS: Record<string, string> = {
  'questions.answer as buyer': 'the asker sees the question, only the ask\'s seller answers it',
  'questions.answer as staff': 'only the ask\'s seller answers a question',
  'quotes.recall as seller': 'recalling is the quoting buyer\'s action',
  'quotes.cancel as seller': 'cancelling is the quoting buyer\'s action',
  'orders.addAddress as staff': 'the address book belongs to a company; staff have none',
  'orders.confirmCompany as staff': 'only a party confirms its own side of a contract',
  'orders.confirmBillOfLading as seller': 'the bill-of-lading instructions are the buyer\'s (step 2)',
  'orders.confirmBillOfLading as staff': 'the bill-of-lading instructions are the buyer\'s (step 2)',
  'quotes.update as seller': 'changing a quote is the quoting buyer\'s action',
  'disputes.raise as staff': 'only a party raises a dispute',
  'feedback.rate as seller': 'only the contract\'s buyer rates a delivery',
  'feedback.rate as staff': 'only the contract\'s buyer rates a delivery',
  'feedback.submit as seller': 'only the contract\'s buyer sends delivery feedback',
  'feedback.submit as staff': 'only the contract\'s buyer sends delivery feedback',
  'pricing.commit as seller': 'one party fixes: the buyer when the fixing side is the buyer or to be decided',
  'pricing.commit as staff': 'staff confirm fixes, they do not request them',
};

/**
 * Operations that answer the same for any id they are given, by design, so their answer tells nothing about a row; the
 * stranger check then only asks that the answer be the same as for a random id.
 */
const ANSWERS_ANY_ID: Record<string, string> = {
  'asks.userEvent': 'an analytics event; the ask it names is context, recorded whether or not it exists',
};

const ACCESS_LEVELS: readonly TAccess[] = ['public', 'user', 'verified', 'staff', 'party'];
const REFUSAL_CODES = new Set([401, 1403, 1409]);

type TCase = {
  /** `area.name`, plus the row variant in brackets. */
  label: string;
  route: TRoute;
  params: Record<string, string>;
  /** The private row this case names (null: none, or a row anyone may see). */
  row: TRow | null;
  /** Where the row's id is: a path parameter, or a body or query field. */
  rowAt?: { in: 'params' | 'body'; name: string };
  hints: THints;
  body?: unknown;
};

type TAnswer = { status: number; code: number | null; text: string };

let w: TWorld;

beforeAll(async () => {
  w = await buildAuthzWorld();
}, 120_000);
afterAll(async () => {
  await w?.t.close();
});

/** Row references in bodies and queries, by field name. */
function bodyHints(): THints {
  const { rows, userIds } = w;
  return {
    askId: rows.liveAsk.id,
    askDetailId: rows.liveAsk.detailId,
    quoteId: rows.quote.id,
    contractId: rows.contract.id,
    wantedId: rows.wanted.id,
    claimId: rows.claim.id,
    sellerUserId: userIds.seller,
    funcKey: 'matrixEvent',
  };
}

/** The row a path parameter names, for this operation; `private` rows answer 404 to anyone but their owners and staff. */
function rowFor(route: TRoute, param: string): { row: TRow; isPrivate: boolean; value?: string } {
  const r = w.rows;
  const partyOnly = route.access === 'party';
  switch (param) {
    case 'contractId':
      return { row: r.contract, isPrivate: partyOnly };
    case 'documentId':
      return { row: r.document, isPrivate: partyOnly };
    case 'quoteId':
      // A quote belongs to its buyer and the ask's seller, whatever the access level says about the caller.
      return { row: r.quote, isPrivate: route.access !== 'staff' };
    case 'askId':
      if (route.access === 'staff') return { row: r.auditingAsk, isPrivate: false };
      return { row: r.liveAsk, isPrivate: partyOnly };
    case 'shopId':
      if (route.access === 'staff') return { row: r.pendingShop, isPrivate: false };
      return { row: r.approvedShop, isPrivate: false };
    case 'sellerId':
      return { row: { id: w.userIds.seller, owners: ['seller'], secrets: [] }, isPrivate: false };
    case 'wantedId':
      return { row: r.wanted, isPrivate: true };
    case 'verificationId':
      return { row: r.verification, isPrivate: false };
    case 'userId':
    case 'agentId':
      return { row: { id: w.userIds.target, owners: [], secrets: [] }, isPrivate: false };
    case 'sellerUserId':
      return { row: { id: w.userIds.seller, owners: [], secrets: [] }, isPrivate: false };
    case 'invoiceId':
      return { row: r.invoice, isPrivate: partyOnly };
    case 'shipmentId':
      return { row: r.shipment, isPrivate: partyOnly };
    case 'containerId':
      return { row: r.container, isPrivate: partyOnly };
    case 'claimId':
      return { row: r.claim, isPrivate: partyOnly };
    case 'questionId':
      return { row: r.question, isPrivate: true };
    case 'conversationId':
      // Customer service conversations are read by id by staff only (issue 16); AI chat conversations are their owner's.
      if (route.area === 'support') return { row: r.supportConversation, isPrivate: false };
      return { row: r.chatConversation, isPrivate: true };
    case 'uploadId':
      return { row: r.resumableUpload, isPrivate: true };
    case 'fileRef':
      return { row: r.publicFile, isPrivate: false };
    case 'slug':
      return { row: r.wiki, isPrivate: false, value: r.wiki.slug };
    case 'format':
      // The business report's export format: not a row (the report is always the caller's own, staff: the market).
      return { row: { id: 'xlsx', owners: [], secrets: [] }, isPrivate: false, value: 'xlsx' };
    case 'kind':
      // A price follow is the caller's own (user + kind + key): not a row another user could hold.
      return { row: { id: 'series', owners: [], secrets: [] }, isPrivate: false, value: 'series' };
    case 'key':
      return { row: { id: 'LME', owners: [], secrets: [] }, isPrivate: false, value: 'LME' };
    case 'requestId':
      // A purchase request in review is its buyer's own; staff review it.
      if (route.access === 'staff') return { row: r.pendingRequest, isPrivate: false };
      return { row: r.pendingRequest, isPrivate: partyOnly };
    case 'offerId':
      // An offer on a purchase request: the offering company's own to withdraw; 404 to anyone else (staff included).
      return { row: r.requestOffer, isPrivate: true };
    case 'fileId':
      // A photo of the recognition index (staff relabel it): a live ask's picture, public anyway; not indexed in the
      // matrix world (the sweep does not run in tests), so staff get 404 past the access check.
      return { row: r.publicFile, isPrivate: false };
    case 'funcKey':
      return { row: { id: 'matrixEvent', owners: [], secrets: [] }, isPrivate: false };
    case 'id':
      switch (route.area) {
        case 'notifications':
          return { row: r.notification, isPrivate: true };
        case 'orders':
          return { row: r.address, isPrivate: true };
        case 'files':
          // /picture/{id}: one photo of the album; /album/group/{id}: one of its groups.
          return { row: route.path.includes('/picture/') ? r.albumPicture : r.albumGroup, isPrivate: true };
        case 'disputes':
          return { row: r.dispute, isPrivate: false };
        case 'wiki':
          return { row: r.wiki, isPrivate: false };
        case 'pricing':
          return { row: r.priceFix, isPrivate: false };
        case 'referencePrices':
          return { row: r.referencePrice, isPrivate: false };
        case 'marketPrices':
          return { row: r.priceItem, isPrivate: false };
        case 'videos':
          return { row: r.video, isPrivate: false };
        case 'buyerRequests':
          // §7 /ask/wanted/{id}: a live purchase request, which every signed-in user reads.
          return { row: r.liveRequest, isPrivate: false };
        case 'site':
          if (route.path.includes('/news/')) return { row: r.news, isPrivate: false };
          if (route.path.includes('/stories/')) return { row: r.story, isPrivate: false };
          return { row: r.contactMessage, isPrivate: false };
      }
  }
  throw new Error(`${route.area}.${route.name}: no fixture row for :${param} — add it to test/authz-world.ts and rowFor()`);
}

/** Bodies the generator cannot make valid (cross-field rules): what the web sends. */
function bodyOverride(route: TRoute): unknown {
  const { rows } = w;
  const quote = {
    askId: rows.liveAsk.id,
    lines: [{ askDetailId: rows.liveAsk.detailId, quoteType: 'FIXED', price: '9000', weight: '20' }],
    term: 'FOB',
    prepayRate: 30,
    depositRatio: '30',
    balanceRatio: '70',
    paymentTiming: 'against_bl_copy',
  };
  const party = (name: string) => ({ name, address: `${name} street 1`, contact: 'Li Lei', email: 'li@matrix.test', landline: '+86 574 8888 1234', phone: '+86 138 0000 0000' });
  switch (`${route.area}.${route.name}`) {
    case 'quotes.place':
      return quote;
    case 'quotes.update':
      return { ...quote, version: 1 };
    case 'asks.edit':
      return { ...w.forms.ask, version: 1 };
    case 'buyerRequests.post':
    case 'buyerRequests.edit': {
      const line = (w.forms.ask as { details: { categoryId: number; subCategoryId: number }[] }).details[0]!;
      return {
        market: 'intl',
        grades: [{ categoryId: line.categoryId, subCategoryId: line.subCategoryId }],
        weight: '20',
        quoteType: 'FIXED',
        targetPrice: '9000',
        deliveryTerm: 'CIF',
        destinationPortId: 410,
        depositRatio: '30',
        balanceRatio: '70',
        paymentTiming: 'against_bl_copy',
        validUntil: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
        ...(route.name === 'edit' ? { version: 1 } : {}),
      };
    }
    case 'shops.apply':
    case 'shops.update':
      return w.forms.shop;
    case 'pricing.commit':
      return { askId: rows.pricingAsk.id, shipmentIds: [rows.shipment.id] };
    case 'orders.confirmBillOfLading':
      return {
        consignee: party('Matrix Consignee'),
        notify1: party('Matrix Notify'),
        shipper: party('Matrix Shipper'),
        shippingMarks: 'MATRIX / NINGBO',
        hsCode: '7404.00',
        taxId: 'TAX-7788',
        terminalDock: 'Beilun terminal 2',
      };
    default:
      return undefined;
  }
}

/** Fields of the route's body and query examples. */
function inputFields(route: TRoute): string[] {
  return [route.body, route.query].flatMap((schema) => {
    const example = schema ? exampleOf(schema, bodyHints()) : null;
    return example && typeof example === 'object' ? Object.keys(example) : [];
  });
}

function pathParams(route: TRoute): string[] {
  return [...route.path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]!);
}

/** The cases of one operation: its own, plus the hidden-row variants of operations naming an ask or a shop. */
function casesOf(route: TRoute): TCase[] {
  const label = `${route.area}.${route.name}`;
  const hints = bodyHints();
  const params: Record<string, string> = {};
  let row: TRow | null = null;
  let rowAt: TCase['rowAt'];
  for (const p of pathParams(route)) {
    const found = rowFor(route, p);
    params[p] = found.value ?? found.row.id;
    if (found.isPrivate) {
      row = found.row;
      rowAt = { in: 'params', name: p };
    }
  }
  // Rows named in the body.
  if (label === 'accounts.editAccount') {
    row = { id: w.userIds.buyer, owners: ['buyer'], secrets: [] };
    rowAt = { in: 'body', name: 'accountId' };
    hints['accountId'] = w.userIds.buyer;
  }
  if (label === 'wanted.setPush') {
    row = w.rows.wanted;
    rowAt = { in: 'body', name: 'wantedId' };
  }
  // The price fixing calls name a contract by its ask (§7 {askId}): its buyer and seller read it, nobody else.
  if (label === 'pricing.info' || label === 'pricing.commit') {
    row = w.rows.pricingAsk;
    rowAt = { in: 'body', name: 'askId' };
    hints['askId'] = w.rows.pricingAsk.id;
  }
  const cases: TCase[] = [{ label, route, params, row, rowAt, hints, body: bodyOverride(route) }];
  // Rows only their owner (and staff) may see, whatever the access level lets through: an ask under review or refused,
  // a shop under review.
  if (route.access !== 'staff') {
    const hidden: [string, string, TRow][] = [];
    const unlistedAsks = [
      ['draft ask', w.rows.draftAsk],
      ['ask under review', w.rows.auditingAsk],
      ['refused ask', w.rows.refusedAsk],
      ['deleted ask', w.rows.deletedAsk],
    ] as const;
    if (params['askId']) hidden.push(...unlistedAsks.map(([what, row]) => ['askId', what, row] as [string, string, TRow]));
    if (params['shopId']) hidden.push(['shopId', 'shop under review', w.rows.pendingShop]);
    if (params['fileRef']) hidden.push(['fileRef', 'business licence', w.rows.privateFile]);
    for (const [name, what, hiddenRow] of hidden) {
      cases.push({ label: `${label} [${what}]`, route, params: { ...params, [name]: hiddenRow.id }, row: hiddenRow, rowAt: { in: 'params', name }, hints, body: bodyOverride(route) });
    }
    // An ask named in the body or query (a quote, buy-it-now, a question, the questions of an ask): the same answer as
    // for an ask that does not exist.
    if (inputFields(route).includes('askId')) {
      for (const [what, hiddenRow] of unlistedAsks) {
        const body = bodyOverride(route);
        cases.push({
          label: `${label} [${what} in the input]`,
          route,
          params,
          row: hiddenRow,
          rowAt: { in: 'body', name: 'askId' },
          hints: { ...hints, askId: hiddenRow.id },
          body: body ? { ...(body as object), askId: hiddenRow.id } : undefined,
        });
      }
    }
  }
  return cases;
}

async function send(c: TCase, role: TRole, rowId?: string): Promise<TAnswer> {
  const { route } = c;
  const params = { ...c.params };
  const hints = { ...c.hints };
  if (rowId !== undefined && c.rowAt?.in === 'params') params[c.rowAt.name] = rowId;
  if (rowId !== undefined && c.rowAt?.in === 'body') hints[c.rowAt.name] = rowId;
  const url = fillPath(route.path, params) + exampleQuery(route.query, hints);
  const headers: Record<string, string> = { appLang: 'en-US', 'user-agent': 'authz-matrix/1.0' };
  if (role !== 'anonymous') headers['authorization'] = `Bearer ${w.tokens[role]}`;
  let payload: string | Buffer | undefined;
  if (route.multipart) {
    const form =
      route.area === 'documents'
        ? multipart({ type: 'signed_contract' }, { name: 'matrix.pdf', content: onePagePdf() })
        : multipart({}, { name: 'matrix.png', content: await solidPng(8, 8) });
    headers['content-type'] = form.contentType;
    payload = form.payload;
  } else if (route.body) {
    let body = c.body ?? exampleOf(route.body, hints);
    if (rowId !== undefined && c.rowAt?.in === 'body') body = { ...(body as object), [c.rowAt.name]: rowId };
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await w.t.app.inject({ method: route.method, url, headers, ...(payload !== undefined ? { payload } : {}) });
  const json = /json/.test(String(res.headers['content-type'] ?? ''));
  let code: number | null = null;
  if (json) {
    try {
      code = (JSON.parse(res.body) as { code?: number }).code ?? null;
    } catch {
      code = null;
    }
  }
  return { status: res.statusCode, code, text: json ? res.body : '' };
}

/** What the declared access level says this role gets, before any row is looked at. */
function expectedRefusal(access: TAccess, role: TRole): 'pass' | 'unauthorized' | 'forbidden' {
  if (access === 'public') return 'pass';
  if (role === 'anonymous' || role === 'blocked') return 'unauthorized';
  if (access === 'staff') return role === 'staff' ? 'pass' : 'forbidden';
  // Staff accounts are the operator's, not a verified enterprise (§6): they do not quote, deal or follow.
  if (access === 'verified' && (role === 'general' || role === 'staff')) return 'forbidden';
  return 'pass';
}

const refused = (a: TAnswer) => a.status === 401 || a.status === 403 || (a.code !== null && REFUSAL_CODES.has(a.code));
const describeAnswer = (a: TAnswer) => `HTTP ${a.status} code ${a.code} ${a.text.slice(0, 160)}`;
const randomIdFor = (c: TCase) => (c.rowAt?.name === 'slug' ? `no-such-${crypto.randomBytes(4).toString('hex')}` : crypto.randomUUID());

/** Callers with no part in the demo trade between buyer@ and seller@. */
const OUTSIDERS: readonly TRole[] = ['anonymous', 'blocked', 'general', 'other'];

/**
 * The identifying strings of every row private to buyer@ and seller@ (their contracts, quote, documents, invoices,
 * shipment, dispute, address book, followed category, notification, unanswered question). Company names are left out:
 * the seller's shows on its public shop and listings.
 */
function outsiderSecrets(): string[] {
  const r = w.rows;
  const rows = [r.contract, r.pendingContract, r.quote, r.document, r.invoice, r.shipment, r.container, r.dispute, r.address, r.wanted, r.notification, r.question];
  const companies = new Set(w.companyNames);
  return [...new Set(rows.flatMap((row) => row.secrets))].filter((s) => s && !companies.has(s));
}

/** Checks one answer against the declaration; what is wrong goes to `problems` (or `known`, for a known leak). */
async function check(c: TCase, role: TRole, problems: string[], known: string[]): Promise<void> {
  const key = `${c.label} as ${role}`;
  const fail = (why: string) => (KNOWN_LEAKS.has(key) ? known.push(key) : problems.push(`${key}: ${why}`));
  const answer = await send(c, role);
  if (answer.status >= 500) return void problems.push(`${key}: ${describeAnswer(answer)}`);
  const rowId = c.rowAt ? (c.rowAt.in === 'params' ? c.params[c.rowAt.name]! : c.row!.id) : null;
  const mask = (text: string, id: string | null) => (id ? text.split(id).join('<id>') : text);
  const leaks = (text: string) => (c.row ? c.row.secrets.filter((s) => s && text.includes(s)) : []);
  // Whatever it asks for, a caller who is party to nothing of the buyer's and seller's never reads their private rows
  // (a list, a card, a count must not carry them). Reads only: they all happen before the first write gets through.
  if (c.route.method === 'GET' && OUTSIDERS.includes(role)) {
    const found = outsiderSecrets().filter((s) => answer.text.includes(s));
    if (found.length) fail(`a read by someone party to nothing contains ${found.join(', ')}`);
  }
  const expected = expectedRefusal(c.route.access, role);
  if (expected !== 'pass') {
    if (expected === 'unauthorized' && !(answer.status === 401 || answer.code === 1409)) fail(`expected 401, got ${describeAnswer(answer)}`);
    if (expected === 'forbidden' && !(answer.status === 403 && answer.code === 1403)) fail(`expected 403/1403, got ${describeAnswer(answer)}`);
    const found = leaks(answer.text);
    if (found.length) fail(`a refusal contains ${found.join(', ')}`);
    return;
  }
  const owner = !c.row || c.row.owners.includes(role);
  if (owner) {
    if (refused(answer) && !USE_CASE_REFUSALS[key]) fail(`declared ${c.route.access} but refused: ${describeAnswer(answer)}`);
    // The row is real: its owner reads it (else every stranger check on it proves nothing).
    if (c.row && !c.label.includes('[') && c.route.method === 'GET' && answer.status === 404) fail(`the owner does not find the fixture row: ${describeAnswer(answer)}`);
    return;
  }
  // Not a party of the row: exactly what a random id gets (the requested id masked in both), and that is a refusal.
  // Staff may also simply get through (staff read every contract).
  const random = randomIdFor(c);
  const other = await send(c, role, random);
  const same = answer.status === other.status && mask(answer.text, rowId) === mask(other.text, random);
  if (role === 'staff' && !same) {
    if (refused(answer) && !USE_CASE_REFUSALS[key]) fail(`declared ${c.route.access} but refused: ${describeAnswer(answer)}`);
    return;
  }
  if (!(other.status === 404 || other.code === 1403) && !(ANSWERS_ANY_ID[c.route.area + '.' + c.route.name] && same)) {
    fail(`a random id answers ${describeAnswer(other)}: either the matrix's body or query does not reach the row check (add an override in bodyOverride()) or the operation answers for rows that do not exist`);
  } else if (!same) {
    fail(`a stranger's answer differs from a random id's: ${describeAnswer(answer)} vs ${describeAnswer(other)}`);
  }
  const found = leaks(mask(answer.text, rowId));
  if (found.length) fail(`a stranger's answer contains ${found.join(', ')}`);
}

describe(`[SECURITY] authorization matrix over the route contract (${testLane()})`, () => {
  it('every operation declares its access level', () => {
    const undeclared = w.t.app.apiRoutes.filter((r) => r.url !== '/healthz' && !(r.contract && ACCESS_LEVELS.includes(r.contract.access)));
    expect(undeclared.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('every operation × every role answers as its declared access level says, and no stranger learns a row exists', async () => {
    const routes = w.t.app.apiRoutes.filter((r) => r.contract).map((r) => r.contract!);
    const cases = routes.flatMap(casesOf);
    const problems: string[] = [];
    const known: string[] = [];
    const isWrite = (c: TCase) => c.route.method !== 'GET';
    // Refusals and strangers first, while every row is as the world made it; then the callers who get through, reads
    // before writes, staff's writes after the parties', deletions and signing out last.
    // Staff get through to most rows and may change them (withdraw a document), so they go with the second group.
    const passes = (c: TCase, role: TRole) => expectedRefusal(c.route.access, role) === 'pass' && (!c.row || c.row.owners.includes(role) || role === 'staff');
    for (const c of cases) for (const role of ROLES) if (!passes(c, role)) await check(c, role, problems, known);
    const order = (c: TCase, role: TRole) =>
      (c.route.name === 'logout' ? 100 : 0) + (c.route.method === 'DELETE' ? 50 : 0) + (isWrite(c) ? 10 : 0) + (isWrite(c) && role === 'staff' ? 5 : 0);
    const later = cases.flatMap((c) => ROLES.filter((role) => passes(c, role)).map((role) => ({ c, role })));
    later.sort((a, b) => order(a.c, a.role) - order(b.c, b.role));
    for (const { c, role } of later) {
      // A passing caller of the live stream would hold it open; its refusals are checked above.
      if (c.route.kind === 'stream') continue;
      await check(c, role, problems, known);
    }
    const fixed = [...KNOWN_LEAKS].filter((k) => !known.includes(k));
    expect(problems).toEqual([]);
    expect(fixed.map((k) => `fixed: remove from KNOWN_LEAKS: ${k}`)).toEqual([]);
  }, 120_000);
});
