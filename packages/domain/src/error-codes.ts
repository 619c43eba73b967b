/**
 * Every `code` the API can put in its `{ code, msg, data }` envelope (§7, §8).
 * The web client reacts to these numbers (§8), so they are part of the contract: never renumber one.
 */
export const ErrorCode = {
  /** Success. */
  Ok: 200,
  /** Session missing, expired or revoked: the client clears the session and goes to / (§4 Login, §8). */
  Unauthorized: 401,
  /** Upload larger than allowed; the client shows the "image too large" warning (§8). */
  UploadTooLarge: 403,
  /** The row does not exist, or belongs to someone the caller may not see (we never reveal which). */
  NotFound: 404,
  /** Too many requests from this client for a throttled endpoint (sign-in, codes, uploads per user). */
  RateLimited: 429,
  /** Unexpected failure; the message never carries internals. */
  Internal: 500,
  /** Input the user can fix; the message names the field (§7 conventions, §8 "1000 shows the message as a warning"). */
  Validation: 1000,
  /** Account + password pair does not match (kept vague on purpose so accounts cannot be enumerated). */
  WrongCredentials: 1001,
  /** Verification code wrong. */
  CodeWrong: 1002,
  /** Verification code expired or never sent. */
  CodeExpired: 1003,
  /** Too many wrong tries for one code: the code is burnt and a new one must be requested. */
  CodeTooManyTries: 1004,
  /** A new code was asked for too soon after the last one (resend throttle). */
  CodeResendTooSoon: 1005,
  /** Registration for an account (phone or e-mail) that already exists. */
  AccountExists: 1006,
  /** SMS login or registration with a non-Chinese phone: register by e-mail instead (§5). */
  PhoneNotSupported: 1007,
  /**
   * SMS/e-mail code login for an account that does not exist yet. No longer answered (issue 13): code sign-in and code
   * requests answer an unknown account exactly as a known one, so accounts cannot be enumerated. Kept, never reused.
   */
  AccountNotFound: 1008,
  /**
   * Password sign-in paused for this account identity after repeated failures (issue 13, the per-account brake); the
   * message says how many seconds to wait and that a code sign-in works meanwhile. Answered whether or not an account
   * has the identity, so it reveals nothing.
   */
  SignInPaused: 1009,
  /** The caller is signed in but lacks the right (not staff, not a party, not verified). */
  Forbidden: 1403,
  /** userState 9: blocked or frozen accounts get no session (§4, §6). */
  AccountBlocked: 1409,
  /** Market switch refused: it would leave no market on, or the user has no permission for it (§6, §7). */
  MarketSwitchRejected: 1201,
  /** §8 "you cannot quote your own items": the seller (or their agent) quoted or bought their own ask. */
  QuoteOwnAsk: 1101,
  /** §4 the quote method differs from the seller's preference: the client asks "continue or not" and resends. */
  QuoteMethodMismatch: 1102,
  /** The ask takes no quotes now (sold, expired, in review, deleted). */
  AskNotOpen: 1103,
  /** Another buyer's price is locked on the ask (a quote in confirm): no other deal until it is confirmed or lapses. */
  AskPriceLocked: 1104,
  /** Buy-it-now on an ask without a firm price. */
  NoFirmPrice: 1105,
  /** An Idempotency-Key reused with a different request: answering the stored response would be wrong. */
  IdempotencyKeyReused: 1106,
  /**
   * The upload would take the account past its storage quota (issue 13: general accounts less than verified ones;
   * staff have none). The message states the quota and what is used; nothing of the refused upload is kept.
   */
  StorageQuotaExceeded: 1501,
  /** Orders (issue 5): the contract was voided, nothing more can happen on it. */
  ContractVoided: 1301,
  /** Orders: the contract is signed, its confirmation can no longer be changed by a party (staff may void it). */
  ContractSigned: 1302,
  /** Orders: bill-of-lading instructions (step 2) before the contract company and terms (step 1). */
  ConfirmationStepOrder: 1303,
  /** Claims (issue 15 item 3): the shipment has not arrived yet, there is nothing to claim on. */
  ClaimShipmentNotArrived: 1720,
  /** §5 "goods already claimed cannot be claimed again": a chosen container is in another claim (not withdrawn). */
  ClaimGoodsAlreadyClaimed: 1721,
  /** The notice window (arrival + the configured days) has passed: the claim can no longer be submitted. */
  ClaimNoticeWindowClosed: 1722,
  /** The claim's state does not allow this step (answering a draft, settling a withdrawn claim …). */
  ClaimStepNotAllowed: 1723,
  /** fallbackQuality on a claim that is not a pure quality claim (a shortage is not feedback). */
  ClaimNotQuality: 1724,
  /** The caller is a party of the claim but not the one who takes this step (the seller submitting, the buyer answering). */
  ClaimWrongParty: 1725,
  /** Settling needs the contract's final invoice: the credit note is written against it. */
  ClaimNoFinalInvoice: 1726,
  /** The agreed amount is more than the final invoice still carries after earlier credit notes. */
  ClaimCreditAboveInvoice: 1727,
  /** §9 claim files: together over 1024 MB, or one over 500 MB. */
  ClaimFilesTooLarge: 1728,
  /** A claim file that is not the caller's upload (or does not exist). */
  ClaimFileUnknown: 1729,
  /** Claim files (issue 15 item 5; §5, §9): one file over 500 MB, refused from its declared length before a byte is stored. */
  ClaimFileTooLarge: 1750,
  /** Claim files: the claim (or the uploader's draft for the contract) already holds 50 files. */
  ClaimFilesTooMany: 1751,
  /** Claim files: this file would take the claim past 1024 MB in total. */
  ClaimFilesTotalTooLarge: 1752,
  /** A resumable upload that is finished, refused or cancelled takes no more bytes. */
  UploadClosed: 1753,
  /** Purchase requests (issue 16): offers are taken only while the request is live and within its validity day. */
  BuyerRequestNotOpen: 1760,
  /** A supplier cannot offer on a purchase request of their own (or of their own company). */
  BuyerRequestOwnRequest: 1761,
  /** The ask offered to a purchase request is not the caller's own (as its seller or agent). */
  BuyerRequestNotYourAsk: 1762,
  /** The ask offered is not in review or live (a draft, refused, sold or expired ask cannot answer a request). */
  BuyerRequestAskNotOffered: 1763,
  /** The ask offered is on another market than the request (its currency and buyers differ). */
  BuyerRequestOtherMarket: 1764,
  /** This ask is already offered to this request. */
  BuyerRequestAlreadyOffered: 1765,
  /** The request's state does not allow this step (editing a fulfilled request, approving a live one …). */
  BuyerRequestStepNotAllowed: 1766,
  /** An offer whose ask is already in a deal with the request's buyer cannot be withdrawn (the deal and contract stand). */
  BuyerRequestOfferInDeal: 1860,
  /** AI tools (issue 17 items 3–5): a formula token's exchange series has no settlement yet, so there is no value to read. */
  AiToolsNoSettlement: 1830,
  /** AI tools: a cable jacket print names no cross-section the estimator can use (nothing is filled from it). */
  JacketPrintUnreadable: 1831,
  /** OCR (issue 17 items 2 and 4): no text could be read from the photo (blurred, dark, or no print in it). */
  OcrNoText: 1850,
  /** OCR: the engine (PaddleOCR models under onnxruntime-node) could not be started on this server. */
  OcrUnavailable: 1851,
  /** Recognition (issue 17 item 1): a photo asked about is not a picture the decoder can read (a video, a broken file). */
  RecognitionImageUnreadable: 1840,
  /** Recognition: the configured provider (RECOGNITION_PROVIDER onnx|openai) failed, timed out or answered nonsense. */
  RecognitionProviderFailed: 1841,
  /** Album (§3 Picture upload): the user already has an own group of this name (names tell groups apart in lists). */
  AlbumGroupNameTaken: 1790,
  /** Album: UNCATEGORIZED, All Photo and Favorites are the §3 standard groups; they cannot be renamed, deleted or be a move target when a view. */
  AlbumGroupStandard: 1791,
  /** Album: the user already has the most own groups allowed (ALBUM_MAX_OWN_GROUPS). */
  AlbumTooManyGroups: 1792,
  /** Price fixing (issue 14 item 4; §4): the caller is a party of the contract but not its price-fixing side. */
  NotFixingSide: 1640,
  /** §8 "no container available to fix price": every shipment with containers is fixed or waiting for staff. */
  NoContainerToFix: 1641,
  /** Price fixing: a chosen shipment is already priced or already waiting for staff to confirm its fix (§4). */
  ShipmentAlreadyPriced: 1642,
  /** Price fixing on a contract priced at the deal (no formula line): there is nothing to fix. */
  NotFormulaPriced: 1643,
  /** Price fixing: a chosen shipment has no container with a net weight yet (nothing shipped to price). */
  ShipmentNotShipped: 1644,
  /** Staff confirm or reject a fix request that is no longer waiting (confirmed, rejected or fixed by the sweep). */
  FixNotPending: 1645,
  /** No settlement of the line's basis on the chosen day (or none at all yet): staff enter it first. */
  NoSettlement: 1646,
  /** The shipment's pricing window has not opened yet (its pricing period starts later). */
  PricingWindowNotOpen: 1647,
  /** The shipment's pricing window has closed: the fallback fixes it at the last settlement of the window. */
  PricingWindowClosed: 1648,
  /** Delivery feedback (issue 15): the shipment has not arrived yet, so there is nothing to rate. */
  FeedbackNotArrived: 1701,
  /** §4 quality feedback only after the telex bill of lading is received: the feedback form waits for the release. */
  FeedbackBeforeTelexRelease: 1702,
  /** One rating per shipment: it was rated (or its feedback sent) already, by this buyer or a colleague. */
  FeedbackAlreadyGiven: 1703,
  /** A feedback photo that is not the caller's own uploaded picture. */
  FeedbackPhotoUnknown: 1704,
  /** Customer service (issue 16): an attachment that is not the caller's own support upload, or was sent already. */
  SupportFileUnknown: 1780,
  /** Customer service: staff answer users from the staff inbox, they have no customer conversation of their own. */
  SupportStaffUseInbox: 1781,
  /** AI chat (issue 17 item 6): the configured language model (CHAT_PROVIDER=openai) failed or timed out, so the answer stops. */
  ChatModelFailed: 1810,
  /** The row changed since the client read it: "Please refresh and try again" (§8). */
  StaleData: 110801,
} as const;

export type TErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The HTTP status that agrees with an envelope code (ARCHITECTURE.md, API conventions). */
export function httpStatusFor(code: TErrorCode | number): number {
  switch (code) {
    case ErrorCode.Ok:
      return 200;
    case ErrorCode.Unauthorized:
      return 401;
    case ErrorCode.UploadTooLarge:
      return 403;
    case ErrorCode.NotFound:
      return 404;
    case ErrorCode.RateLimited:
    case ErrorCode.CodeResendTooSoon:
    case ErrorCode.SignInPaused:
      return 429;
    case ErrorCode.Forbidden:
    case ErrorCode.AccountBlocked:
    case ErrorCode.NotFixingSide:
      return 403;
    case ErrorCode.AccountExists:
    case ErrorCode.StaleData:
    case ErrorCode.MarketSwitchRejected:
    case ErrorCode.AskPriceLocked:
    case ErrorCode.IdempotencyKeyReused:
    case ErrorCode.ContractVoided:
    case ErrorCode.ContractSigned:
    case ErrorCode.FeedbackAlreadyGiven:
    case ErrorCode.ConfirmationStepOrder:
    case ErrorCode.ClaimFilesTooMany:
    case ErrorCode.UploadClosed:
    case ErrorCode.ShipmentAlreadyPriced:
    case ErrorCode.NoContainerToFix:
    case ErrorCode.FixNotPending:
    case ErrorCode.PricingWindowClosed:
    case ErrorCode.BuyerRequestOfferInDeal:
      return 409;
    case ErrorCode.Validation:
      return 422;
    // The OCR engine could not start: the server's trouble, and another try may find it up.
    case ErrorCode.OcrUnavailable:
      return 503;
    case ErrorCode.StorageQuotaExceeded:
    case ErrorCode.ClaimFileTooLarge:
    case ErrorCode.ClaimFilesTotalTooLarge:
      return 413;
    default:
      return code >= 1000 && code < 2000 ? 400 : 500;
  }
}
