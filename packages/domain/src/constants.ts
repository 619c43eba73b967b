/** Business constants and limits (§9). Change them here only: server and web both read them. */
export const BRAND = { en: 'ScrapBridge', zh: '废料桥' } as const;

export const MOBILE_BREAKPOINT_PX = 850;
export const BUYER_REQUEST_NARROW_PX = 718;
export const RELOAD_ON_RESIZE_BELOW_PX = 900;
export const RELOAD_ON_RESIZE_DELTA_PX = 50;
export const RESIZE_DEBOUNCE_MS = 300;
export const REQUEST_TIMEOUT_MS = 120_000;
export const LATEST_DUE_BILL_DELAY_MS = 1_000;
export const RECOMMENDED_ASKS_PAGE_SIZE = 8;
export const NEWS_CAROUSEL_MS = 4_000;
export const STORY_CAROUSEL_MS = 5_000;
export const SWIPE_THRESHOLD_PX = 30;
export const FEATURE_CAROUSEL_MS = 10_000;
export const FEATURE_CAROUSEL_RESUME_MS = 15_000;
export const LOGOUT_REDIRECT_MS = 1_000;
export const POST_UPGRADE_RELOAD_MS = 2_000;
export const PASSWORD_MIN_LENGTH = 6;
export const QUESTION_MIN_LENGTH = 5; // "more than 4 characters"
export const FEEDBACK_SCORES = [1, 2, 3, 4] as const;
export const CHAT_CONVERSATIONS_PER_PULL = 40;
export const DIALOG_WIDTH_PX = 500;

/** Verification codes (issue: 6 digits, 5-minute expiry, 5 tries, resend throttled). */
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_SECONDS = 5 * 60;
export const VERIFICATION_CODE_MAX_TRIES = 5;
export const VERIFICATION_CODE_RESEND_SECONDS = 60;

/** A fixed date-time string the client sends as `version` (§9 "Client API version"). */
export const CLIENT_API_VERSION = '2026-11-21 00:00:00';
