import { expect } from 'vitest';
import { seedReferencePrices } from '../src/modules/negotiation/index.ts';
import { seedDemoOrders } from '../src/seed/demo-orders.ts';
import { seedDemoTrust } from '../src/seed/demo-trust.ts';
import { seedSiteData } from '../src/seed/site.ts';
import { call, passwordLogin, post, queryRows } from './api.ts';
import { askBody, publish, publishLive, uploadPicture } from './ask-fixtures.ts';
import { onePagePdf, uploadDocument } from './document-fixtures.ts';
import { tusCreate } from './resumable-fixtures.ts';
import { createTestApp, type TTestApp } from './test-app.ts';
import { approveVerification, registerUser, submittedUser } from './trust-fixtures.ts';
import { solidPng, upload } from './upload-fixtures.ts';

/**
 * The world of the authorization matrix (src/security/authz-matrix.test.ts): the demo data (shops, user@'s pending
 * verification, the two demo contracts with shipment, containers, invoices and payments, site content, settlements)
 * plus what it lacks, made once per lane with the ordinary fixtures: a second verified company, a blocked account's
 * old token, asks live / draft / under review / refused / deleted / sold (the demo contracts' lots), a quote, a question, an
 * address-book entry, a dispute, a contract document, a notification, a contact message. The demo's own listings are
 * not written (their generated pictures cost seconds and add no kind of row).
 */
export const ROLES = ['anonymous', 'general', 'buyer', 'seller', 'other', 'blocked', 'staff'] as const;
export type TRole = (typeof ROLES)[number];

/** A row the matrix names: its id, who it belongs to, and the strings that would give it away to anyone else. */
export type TRow = { id: string; owners: readonly TRole[]; secrets: string[] };

export type TWorld = {
  t: TTestApp;
  /** What the web sends to publish (and edit) the live ask, and to apply for a shop: bodies with cross-field rules. */
  forms: { ask: Record<string, unknown>; shop: Record<string, unknown> };
  tokens: Record<Exclude<TRole, 'anonymous'>, string>;
  /** Company names of the demo buyer and seller. */
  companyNames: string[];
  userIds: Record<'general' | 'buyer' | 'seller' | 'other' | 'staff' | 'target', string>;
  rows: {
    contract: TRow;
    pendingContract: TRow;
    quote: TRow;
    liveAsk: TRow & { detailId: string };
    auditingAsk: TRow;
    refusedAsk: TRow;
    draftAsk: TRow;
    deletedAsk: TRow;
    approvedShop: TRow;
    pendingShop: TRow;
    wanted: TRow;
    notification: TRow;
    address: TRow;
    albumGroup: TRow;
    /** A photo in the seller's album (issue 16 item 3): only the seller reads or changes it. */
    albumPicture: TRow;
    question: TRow;
    /** Customer service (issue 16): the buyer's conversation, read by id by staff only. */
    supportConversation: TRow;
    chatConversation: TRow;
    document: TRow;
    resumableUpload: TRow;
    invoice: TRow;
    shipment: TRow;
    container: TRow;
    dispute: TRow;
    claim: TRow;
    /** The signed demo contract's ask, as the price fixing calls name it (§7 {askId}), and a fix request on it. */
    pricingAsk: TRow;
    priceFix: TRow;
    verification: TRow;
    publicFile: TRow;
    privateFile: TRow;
    news: TRow;
    story: TRow;
    /** A /videoX video (issue 16): public when published; staff edit, order and delete it. */
    video: TRow;
    wiki: TRow & { slug: string };
    referencePrice: TRow;
    priceItem: TRow;
    contactMessage: TRow;
    /** Purchase requests (issue 16): one in review (the buyer's own) and one live. */
    pendingRequest: TRow;
    liveRequest: TRow;
    /** The seller's offer on the live request: withdrawn by the offering company only. */
    requestOffer: TRow;
  };
};

const one = async <T>(t: TTestApp, text: string): Promise<T> => {
  const [row] = await queryRows<T>(t, text);
  expect(row, text).toBeDefined();
  return row!;
};

export async function buildAuthzWorld(): Promise<TWorld> {
  const t = await createTestApp(
    { RATE_LIMIT_LOGIN_PER_MINUTE: '100000', RATE_LIMIT_CODE_PER_MINUTE: '100000', RATE_LIMIT_CONTACT_PER_MINUTE: '100000' },
    { template: 'catalog+demo' },
  );
  const { db } = t.database;
  const config = t.app.deps.config;
  await seedDemoTrust(db, config);
  await seedDemoOrders(db, config);
  await seedReferencePrices(db);
  await seedSiteData(db, { assetOrigins: [], demo: true });

  const staff = await passwordLogin(t, 'staff@demo.test');
  const seller = await passwordLogin(t, 'seller@demo.test');
  const buyer = await passwordLogin(t, 'buyer@demo.test');
  const general = await passwordLogin(t, 'user@demo.test');

  // A second verified company, registered and approved the way the product does it.
  const otherSubmitted = await submittedUser(t, 'other-co@matrix.test');
  expect((await approveVerification(t, staff, otherSubmitted.verificationId)).body.code, 'approve other company').toBe(200);
  const other = otherSubmitted.token;
  // A signed-in account that staff then block: its token is what a blocked user still holds.
  const blocked = await registerUser(t, 'blocked-later@matrix.test');
  // The account staff routes act on (block, permissions, agent links), so no role's account changes under the matrix.
  await registerUser(t, 'target@matrix.test');

  const ids = await queryRows<{ email: string; id: string; company: string | null }>(
    t,
    `select u.email, u.id, c.name as company from users u left join companies c on c.id = u.company_id
     where u.email in ('staff@demo.test','seller@demo.test','buyer@demo.test','user@demo.test','other-co@matrix.test','blocked-later@matrix.test','target@matrix.test')`,
  );
  const byEmail = Object.fromEntries(ids.map((r) => [r.email, r]));
  const blockedId = byEmail['blocked-later@matrix.test']!.id;
  expect((await post(t, `/admin/users/${blockedId}/block`, { reason: 'authorization matrix' }, { token: staff })).body.code, 'block').toBe(200);

  const companyOf = (email: string) => [byEmail[email]!.company].filter((c): c is string => !!c);
  const buyerNames = companyOf('buyer@demo.test');
  const sellerNames = companyOf('seller@demo.test');
  const generalNames = companyOf('user@demo.test');

  // A live ask of the seller with the buyer's quote and question on it.
  const cats = await queryRows<{ id: number; code: string }>(t, 'select id, code from categories');
  const cat = Object.fromEntries(cats.map((c) => [c.code, c.id])) as Record<string, number>;
  const picture = await uploadPicture(t, seller);
  const askForm = askBody({ cat, pictures: [picture] }, { firmPrice: '9300' });
  const liveAskId = await publishLive(t, { seller, staff }, askForm);
  const detail = await one<{ id: string }>(t, `select id from ask_details where ask_id = '${liveAskId}' order by sort limit 1`);
  const placed = await post(
    t,
    '/app-v2/quote',
    {
      askId: liveAskId,
      lines: [{ askDetailId: detail.id, quoteType: 'FIXED', price: '9000', weight: '20' }],
      term: 'FOB',
      prepayRate: 30,
      depositRatio: '30',
      balanceRatio: '70',
      paymentTiming: 'against_bl_copy',
    },
    { token: buyer },
  );
  expect(placed.body, 'quote').toMatchObject({ code: 200 });
  const quoteId = placed.body.data.quote.quoteId as string;
  const asked = await post(t, '/app-v2/question', { askId: liveAskId, question: 'Is the wire free of tin plating?' }, { token: buyer });
  expect(asked.body.code, 'question').toBe(200);
  const question = await one<{ id: string }>(t, `select id from ask_questions where ask_id = '${liveAskId}'`);
  const wrote = await post(t, '/app-v2/support/message', { text: 'Matrix support: please open the China market' }, { token: buyer });
  expect(wrote.body.code, 'support message').toBe(200);

  const contract = await one<{ id: string; contract_no: string }>(t, "select id, contract_no from contracts where status = 'signed'");
  const pending = await one<{ id: string; contract_no: string }>(t, "select id, contract_no from contracts where status = 'pending'");
  const doc = await uploadDocument(t, seller, contract.id, { type: 'packing_list', remark: 'Matrix packing list' }, { name: 'matrix-pl.pdf', content: onePagePdf() });
  expect(doc.body.code, 'document').toBe(200);
  const document = { id: doc.body.data.id as string };
  const claimUpload = await tusCreate(t, buyer, 1024, { purpose: 'claim', contractId: contract.id, filename: 'matrix-claim-ticket.pdf' });
  expect(claimUpload.status, 'resumable upload').toBe(201);
  expect((await post(t, `/app-v2/contract/${contract.id}/dispute`, { text: 'Matrix dispute: the loading date moved.' }, { token: buyer })).body.code, 'dispute').toBe(200);
  const dispute = await one<{ id: string }>(t, `select id from contract_disputes where contract_id = '${contract.id}'`);
  const addr = await post(
    t,
    '/app-v2/address-book',
    { kind: 'shipper', name: 'Matrix Shipper Ltd', address: 'Matrix street 1', contact: 'Li Lei', email: 'li@matrix.test', landline: '+86 574 8888 1234', phone: '+86 138 0000 0000' },
    { token: buyer },
  );
  expect(addr.body.code, 'address book').toBe(200);
  expect((await post(t, '/app-v2/contact/save', { realName: 'Matrix Visitor', email: 'visitor@matrix.test', message: 'Please call me back' })).body.code, 'contact').toBe(200);

  const shops = await queryRows<{ id: string; status: string; seller_user_id: string }>(t, 'select id, status, seller_user_id from shops');
  const approvedShop = shops.find((s) => s.seller_user_id === byEmail['seller@demo.test']!.id)!;
  const pendingShop = shops.find((s) => s.seller_user_id === byEmail['buyer@demo.test']!.id)!;
  // An ask under review and a refused one (the demo's listings are not written: their pictures cost seconds).
  const auditing = await publish(t, seller, { ...askForm, askName: 'Matrix lot under review' });
  expect(auditing.body.code, 'ask under review').toBe(200);
  const refusedAsk = await publish(t, seller, { ...askForm, askName: 'Matrix refused lot' });
  const refusal = await post(t, `/admin/ask/${refusedAsk.body.data.askId}/refuse`, { version: refusedAsk.body.data.version, reason: 'Pictures unclear' }, { token: staff });
  expect(refusal.body.code, 'refuse ask').toBe(200);
  const draft = await publish(t, seller, { ...askForm, askName: 'Matrix draft lot', draft: true });
  expect(draft.body.code, 'draft ask').toBe(200);
  const deleted = await publish(t, seller, { ...askForm, askName: 'Matrix deleted lot' });
  expect((await call(t, 'DELETE', `/app-v2/ask/${deleted.body.data.askId}`, { token: seller })).body.code, 'delete ask').toBe(200);
  const asks = [
    { id: auditing.body.data.askId as string, state: 'auditing' },
    { id: refusedAsk.body.data.askId as string, state: 'refused' },
  ];
  // Purchase requests (issue 16): one in review (the buyer's own) and one live (every signed-in user reads it).
  const requestBody = {
    market: 'intl',
    title: 'Matrix purchase request',
    grades: [{ categoryId: askForm.details[0]!.categoryId, subCategoryId: askForm.details[0]!.subCategoryId }],
    weight: '20',
    quoteType: 'FIXED',
    targetPrice: '9000',
    deliveryTerm: 'CIF',
    destinationPortId: 410,
    depositRatio: '30',
    balanceRatio: '70',
    paymentTiming: 'against_bl_copy',
    validUntil: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
  };
  const pendingRequest = await post(t, '/app-v2/buyer-request', requestBody, { token: buyer });
  expect(pendingRequest.body.code, 'purchase request').toBe(200);
  const liveRequest = await post(t, '/app-v2/buyer-request', { ...requestBody, title: 'Matrix live request' }, { token: buyer });
  expect((await post(t, `/admin/buyer-request/${liveRequest.body.data.requestId}/approve`, { version: 1 }, { token: staff })).body.code, 'approve request').toBe(200);
  // The seller's offer of the live ask on it: only the seller's company may withdraw it.
  const requestOffer = await post(t, `/app-v2/ask/wanted/${liveRequest.body.data.requestId}/offer`, { askId: liveAskId }, { token: seller });
  expect(requestOffer.body.code, 'offer on the request').toBe(200);
  const notification = await one<{ id: string; owner: string }>(
    t,
    `select n.id, u.email as owner from notifications n join users u on u.id = n.user_id where u.email in ('seller@demo.test','buyer@demo.test') order by n.created_at desc limit 1`,
  );
  const wanted = await one<{ id: string }>(t, `select id from wanted_categories where user_id = '${byEmail['buyer@demo.test']!.id}' limit 1`);
  // The seller's album groups are made on first read.
  expect((await call(t, 'GET', '/app-v2/album/groups', { token: seller })).body.code, 'album groups').toBe(200);
  const album = await one<{ id: string }>(t, `select id from album_groups where user_id = '${byEmail['seller@demo.test']!.id}' and kind = 'favorites'`);
  const albumFile = await upload(t, seller, { name: 'matrix-album.png', content: await solidPng(16, 16) }, { fileType: 'picture' });
  const albumSaved = await post(t, '/app-v2/picture', { pictureRequestList: [{ fileInfo: { fileId: albumFile.body.data.fileId as string }, remark: 'Matrix album photo' }] }, { token: seller });
  expect(albumSaved.body.code, 'album picture').toBe(200);
  const albumPictureId = albumSaved.body.data.pictureIds[0] as string;
  const invoice = await one<{ id: string; invoice_no: string | null }>(t, `select * from invoices where contract_id = '${contract.id}' limit 1`);
  const shipment = await one<{ id: string }>(t, `select id from shipments where contract_id = '${contract.id}' limit 1`);
  const container = await one<{ id: string }>(t, `select id from shipment_containers where shipment_id = '${shipment.id}' limit 1`);
  // A price fix request on the signed contract's shipment (staff confirm or reject it).
  const fixLine = await one<{ id: string }>(t, `select id from contract_lines where contract_id = '${contract.id}' limit 1`);
  const priceFix = await one<{ id: string }>(
    t,
    `insert into shipment_price_fixes (shipment_id, contract_id, contract_line_id) values ('${shipment.id}', '${contract.id}', '${fixLine.id}') returning id`,
  );
  const contractAsk = await one<{ ask_id: string }>(t, `select ask_id from contracts where id = '${contract.id}'`);
  // A submitted claim of the buyer on the signed contract's shipment (issue 15): its buyer, its seller and staff read it.
  const claim = await one<{ id: string; claim_no: string }>(
    t,
    `insert into claims (claim_no, type, status, contract_id, shipment_id, buyer_user_id, seller_user_id, currency, total_claim, reason, submitted_at)
     select contract_no || '-C9', 'shortage', 'submitted', id, '${shipment.id}', buyer_user_id, seller_user_id, currency, 100, 'Matrix claim: short weight', now() from contracts where id = '${contract.id}'
     returning id, claim_no`,
  );
  await one(t, `insert into claim_containers (claim_id, container_id) values ('${claim.id}', '${container.id}') returning claim_id`);
  const verification = await one<{ id: string }>(t, `select id from verifications where user_id = '${byEmail['user@demo.test']!.id}' and state = 'pending'`);
  const news = await one<{ id: string }>(t, 'select id from news_items limit 1');
  const story = await one<{ id: string }>(t, 'select id from partner_stories limit 1');
  const video = await one<{ id: string }>(t, `insert into site_videos (file_id, title_zh, title_en, published) values ('${picture}', '矩阵视频', 'Matrix video', true) returning id`);
  const wiki = await one<{ id: string; slug: string }>(t, 'select id, slug from wiki_articles limit 1');
  const price = await one<{ id: string }>(t, 'select id from reference_prices limit 1');
  // A public price list item (issue 14): anyone reads it, staff edit and retire it.
  const priceItem = await one<{ id: string }>(
    t,
    `insert into price_items (code, market, category_id, description) select 'MATRIX-CU', 'intl', id, 'Matrix copper' from categories order by id limit 1 returning id`,
  );
  await one(t, `insert into price_points (item_id, price_date, purchase_price) values ('${priceItem.id}', '2026-11-20', 9000) returning item_id`);
  const message = await one<{ id: string }>(t, 'select id from contact_messages limit 1');
  const chat = await one<{ id: string }>(
    t,
    `insert into ai_chat_conversations (user_id, title) values ('${byEmail['buyer@demo.test']!.id}', 'Matrix chat about copper') returning id`,
  );
  const notificationOwner: TRole = notification.owner === 'buyer@demo.test' ? 'buyer' : 'seller';
  // Sanity: the demo gives what the matrix names.
  expect(asks.map((a) => a.state).sort(), 'asks under review and refused').toEqual(['auditing', 'refused']);
  expect(pendingShop, "buyer's shop application").toBeDefined();
  expect((await call(t, 'GET', '/app-v2/getInfo', { token: blocked })).status, 'blocked token').toBe(401);

  const contractSecrets = (c: { id: string; contract_no: string }) => [c.id, c.contract_no, ...buyerNames, ...sellerNames];
  return {
    t,
    forms: {
      ask: askForm,
      shop: { companyPictures: [picture], factoriesNumber: 2, employeesNumber: 85, establishmentTime: '2009-04-01', companyProfileZh: '专业铜回收' },
    },
    tokens: { general, buyer, seller, other, blocked, staff },
    companyNames: [...buyerNames, ...sellerNames],
    userIds: {
      general: byEmail['user@demo.test']!.id,
      buyer: byEmail['buyer@demo.test']!.id,
      seller: byEmail['seller@demo.test']!.id,
      other: byEmail['other-co@matrix.test']!.id,
      staff: byEmail['staff@demo.test']!.id,
      target: byEmail['target@matrix.test']!.id,
    },
    rows: {
      contract: { id: contract.id, owners: ['buyer', 'seller'], secrets: contractSecrets(contract) },
      pendingContract: { id: pending.id, owners: ['buyer', 'seller'], secrets: contractSecrets(pending) },
      quote: { id: quoteId, owners: ['buyer', 'seller'], secrets: [quoteId, ...buyerNames] },
      liveAsk: { id: liveAskId, detailId: detail.id, owners: ['seller'], secrets: [liveAskId] },
      auditingAsk: { id: asks.find((a) => a.state === 'auditing')!.id, owners: ['seller'], secrets: [asks.find((a) => a.state === 'auditing')!.id, ...sellerNames] },
      refusedAsk: { id: asks.find((a) => a.state === 'refused')!.id, owners: ['seller'], secrets: [asks.find((a) => a.state === 'refused')!.id, ...sellerNames] },
      draftAsk: { id: draft.body.data.askId as string, owners: ['seller'], secrets: [draft.body.data.askId as string, 'Matrix draft lot'] },
      deletedAsk: { id: deleted.body.data.askId as string, owners: ['seller'], secrets: [deleted.body.data.askId as string, 'Matrix deleted lot'] },
      approvedShop: { id: approvedShop.id, owners: ['seller'], secrets: [approvedShop.id] },
      pendingShop: { id: pendingShop.id, owners: ['buyer'], secrets: [pendingShop.id, ...buyerNames] },
      wanted: { id: wanted.id, owners: ['buyer'], secrets: [wanted.id] },
      notification: { id: notification.id, owners: [notificationOwner], secrets: [notification.id] },
      address: { id: addr.body.data.id as string, owners: ['buyer'], secrets: [addr.body.data.id as string, 'Matrix Shipper Ltd', 'Matrix street 1'] },
      albumGroup: { id: album.id, owners: ['seller'], secrets: [album.id] },
      albumPicture: { id: albumPictureId, owners: ['seller'], secrets: [albumPictureId, 'Matrix album photo'] },
      question: { id: question.id, owners: ['seller', 'buyer'], secrets: [question.id, 'free of tin plating'] },
      supportConversation: { id: wrote.body.data.conversationId as string, owners: ['buyer'], secrets: ['Matrix support: please open'] },
      chatConversation: { id: chat.id, owners: ['buyer'], secrets: [chat.id, 'Matrix chat about copper'] },
      document: { id: document.id, owners: ['buyer', 'seller'], secrets: [document.id, 'Matrix packing list', ...contractSecrets(contract)] },
      // A claim file on its way up: only its uploader may see or touch it.
      resumableUpload: { id: claimUpload.uploadId!, owners: ['buyer'], secrets: [claimUpload.uploadId!, 'matrix-claim-ticket'] },
      invoice: { id: invoice.id, owners: ['buyer', 'seller'], secrets: [invoice.id, ...contractSecrets(contract)] },
      shipment: { id: shipment.id, owners: ['buyer', 'seller'], secrets: [shipment.id, ...contractSecrets(contract)] },
      container: { id: container.id, owners: ['buyer', 'seller'], secrets: [container.id] },
      dispute: { id: dispute.id, owners: ['buyer', 'seller'], secrets: [dispute.id, 'Matrix dispute'] },
      claim: { id: claim.id, owners: ['buyer', 'seller'], secrets: [claim.id, claim.claim_no, 'Matrix claim'] },
      pricingAsk: { id: contractAsk.ask_id, owners: ['buyer', 'seller'], secrets: contractSecrets(contract) },
      priceFix: { id: priceFix.id, owners: [], secrets: [priceFix.id] },
      verification: { id: verification.id, owners: ['general'], secrets: [verification.id, ...generalNames] },
      publicFile: { id: picture, owners: ['seller'], secrets: [] },
      // The second company's business licence: its owner's and staff's only.
      privateFile: { id: otherSubmitted.licence.fileId, owners: ['other'], secrets: [otherSubmitted.licence.fileId] },
      news: { id: news.id, owners: [], secrets: [] },
      story: { id: story.id, owners: [], secrets: [] },
      video: { id: video.id, owners: [], secrets: [] },
      wiki: { id: wiki.id, slug: wiki.slug, owners: [], secrets: [] },
      referencePrice: { id: price.id, owners: [], secrets: [] },
      priceItem: { id: priceItem.id, owners: [], secrets: [] },
      contactMessage: { id: message.id, owners: [], secrets: [message.id, 'visitor@matrix.test'] },
      pendingRequest: { id: pendingRequest.body.data.requestId as string, owners: ['buyer'], secrets: [pendingRequest.body.data.requestId as string, 'Matrix purchase request'] },
      liveRequest: { id: liveRequest.body.data.requestId as string, owners: ['buyer'], secrets: [] },
      requestOffer: { id: requestOffer.body.data.offerId as string, owners: ['seller'], secrets: [] },
    },
  };
}
