import path from 'node:path';
import { z } from 'zod';
import { IMAGE_COMPRESS_ABOVE_BYTES, IMAGE_MAX_BYTES, MB, VIDEO_MAX_BYTES } from '@scrapbridge/domain/media';
import { ZLandingFigureConfig, ZSocialLink, type TLandingFigureConfig } from '@scrapbridge/domain/site';
import { REFERENCE_BASES, type TReferenceBasis } from '@scrapbridge/domain/quotes/price-normalise';
import { serverPath } from './lib/server-root.ts';

const ZBool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** Every environment variable the server reads, parsed once at start-up (ARCHITECTURE.md style rule 6). */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Defaults to http://localhost:<PORT>. */
  PUBLIC_URL: z.string().url().optional(),
  TRUST_PROXY: ZBool,
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(24 * 7),
  BRAND_NAME_EN: z.string().min(1).default('ScrapBridge'),
  BRAND_NAME_ZH: z.string().min(1).default('废料桥'),
  /** `log` writes mail to the server log and the staff outbox (development); `smtp` sends it. */
  MAIL_PROVIDER: z.enum(['log', 'smtp']).default('log'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('ScrapBridge <no-reply@scrapbridge.local>'),
  /** `log` writes SMS to the server log and the staff outbox; `http` posts to an SMS gateway. */
  SMS_PROVIDER: z.enum(['log', 'http']).default('log'),
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  SMS_SIGN_NAME: z.string().default('废料桥'),
  /**
   * Carrier tracking (providers/tracking.ts): `none` (local) keeps the timeline to what staff enter or import;
   * `dcsa` reads events from a DCSA Track & Trace endpoint (TRACKING_DCSA_URL, the part before `/events`).
   */
  TRACKING_PROVIDER: z.enum(['none', 'dcsa']).default('none'),
  TRACKING_DCSA_URL: z.string().url().optional(),
  TRACKING_DCSA_API_KEY: z.string().optional(),
  TRACKING_DCSA_API_KEY_HEADER: z.string().min(1).default('API-Key'),
  /** Seconds one carrier request may take before it counts as failed. */
  TRACKING_DCSA_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(60).default(10),
  /** Seconds between polls of the shipments on their way (0 turns the poll off; staff can still fetch by hand). */
  TRACKING_POLL_SECONDS: z.coerce.number().int().min(0).default(1800),
  /**
   * Daily exchange settlements (providers/price-feed.ts): `manual` (staff enter or import them, the default) or `http`
   * (a feed at PRICE_HTTP_URL, JSON or CSV, read with the field mapping below, polled every PRICE_HTTP_POLL_SECONDS).
   */
  PRICE_PROVIDER: z.enum(['manual', 'http']).default('manual'),
  PRICE_HTTP_URL: z.string().url().optional(),
  PRICE_HTTP_FORMAT: z.enum(['json', 'csv']).default('json'),
  /** Dotted path to the rows array in a JSON answer ("data.rows"); empty: the answer is the array. */
  PRICE_HTTP_ROWS_PATH: z.string().default(''),
  /** Field (JSON, dotted within a row) or column (CSV header, any case) of the basis, the day and the price. */
  PRICE_HTTP_BASIS_FIELD: z.string().min(1).default('basis'),
  PRICE_HTTP_DATE_FIELD: z.string().min(1).default('date'),
  PRICE_HTTP_PRICE_FIELD: z.string().min(1).default('price'),
  /** The feed's names of our series, `name=BASIS` comma-separated ("LMCADS03=LME,HG=CMX"); names not listed are read as the basis itself. */
  PRICE_HTTP_BASIS_MAP: z.string().default(''),
  PRICE_HTTP_API_KEY: z.string().optional(),
  PRICE_HTTP_API_KEY_HEADER: z.string().min(1).default('Authorization'),
  PRICE_HTTP_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(120).default(15),
  /** Seconds between polls of the feed (0 off); an unchanged settlement writes nothing, so polling often is harmless. */
  PRICE_HTTP_POLL_SECONDS: z.coerce.number().int().min(0).default(3600),
  /** Write the demo accounts into an empty database at start-up. */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_CODE_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  WEB_DIST_DIR: z.string().optional(),
  /** Where uploaded files live: `disk` under UPLOAD_DIR (default DATA_DIR/uploads), or `s3` (any S3-compatible store). */
  STORAGE_DRIVER: z.enum(['disk', 's3']).default('disk'),
  UPLOAD_DIR: z.string().optional(),
  /** S3-compatible storage (AWS S3, MinIO, Cloudflare R2 …); without S3_ENDPOINT the AWS endpoint of S3_REGION. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** Without keys the AWS SDK's default chain is used (instance role, environment). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Path-style URLs (endpoint/bucket/key), which MinIO and most self-hosted stores need. */
  S3_FORCE_PATH_STYLE: ZBool,
  /** Upload limits (§5/§9: image 10 MB, video 100 MB) and the stored-image budget; overridable for tests and operators. */
  UPLOAD_IMAGE_MAX_BYTES: z.coerce.number().int().min(1024).optional(),
  UPLOAD_VIDEO_MAX_BYTES: z.coerce.number().int().min(1024).optional(),
  IMAGE_COMPRESS_ABOVE_BYTES: z.coerce.number().int().min(1024).optional(),
  /** Uploads one account may make a minute (picture/video uploads and contract documents, each route its own count). */
  RATE_LIMIT_UPLOADS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /**
   * AI chat (issue 17 item 6): `retrieval` answers with the quoted passages themselves (no model); `openai` has an
   * OpenAI-compatible endpoint (CHAT_OPENAI_URL, the part before /chat/completions) write the answer from them;
   * `llama` runs a GGUF model file the operator supplies (CHAT_LLAMA_MODEL) in-process through node-llama-cpp, which
   * the operator installs beside it (`npm install node-llama-cpp`): it is not in the default install.
   */
  CHAT_PROVIDER: z.enum(['retrieval', 'openai', 'llama']).default('retrieval'),
  CHAT_LLAMA_MODEL: z.string().min(1).optional(),
  /** Tokens of context the local model keeps (the sources and the conversation must fit). */
  CHAT_LLAMA_CONTEXT: z.coerce.number().int().min(512).max(131_072).default(4096),
  CHAT_OPENAI_URL: z.string().url().optional(),
  CHAT_OPENAI_API_KEY: z.string().optional(),
  CHAT_OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** Seconds a whole answer of the model may take before it counts as failed (1810). */
  CHAT_OPENAI_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(60),
  /** Questions a signed-in account may ask a minute, and a visitor (per address). */
  RATE_LIMIT_CHAT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_CHAT_VISITOR_PER_MINUTE: z.coerce.number().int().min(1).default(6),
  /**
   * Photo recognition (issue 17 item 1): `builtin` compares frozen CNN features (the MobileNetV2 inside the nsfwjs
   * package) with the operator's labelled photos; `onnx` runs the operator's own ONNX classifier
   * (RECOGNITION_ONNX_MODEL) whose outputs are named by RECOGNITION_ONNX_LABELS (a JSON array of catalogue codes, one
   * per output, in order); `openai` asks an OpenAI-compatible vision endpoint (the part before /chat/completions).
   * Similar listings always use the builtin features.
   */
  RECOGNITION_PROVIDER: z.enum(['builtin', 'onnx', 'openai']).default('builtin'),
  RECOGNITION_ONNX_MODEL: z.string().min(1).optional(),
  RECOGNITION_ONNX_LABELS: z.string().min(1).optional(),
  /** Side of the square picture the ONNX model takes, and its layout (NCHW as exported from PyTorch, NHWC from Keras). */
  RECOGNITION_ONNX_SIZE: z.coerce.number().int().min(32).max(1024).default(224),
  RECOGNITION_ONNX_LAYOUT: z.enum(['nchw', 'nhwc']).default('nchw'),
  RECOGNITION_OPENAI_URL: z.string().url().optional(),
  RECOGNITION_OPENAI_API_KEY: z.string().optional(),
  RECOGNITION_OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  RECOGNITION_OPENAI_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(60),
  /** Identify / similar calls a signed-in account may make a minute. */
  RATE_LIMIT_RECOGNITION_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Seconds between rounds that add approved asks' photos to the recognition index (0 leaves the sweep off). */
  RECOGNITION_INDEX_SWEEP_SECONDS: z.coerce.number().int().min(0).default(15),
  /**
   * Storage quota per account in MB, counted from the sizes of the files it has stored (issue 13): general accounts
   * less than verified (VIP, §6) ones; staff have none.
   */
  UPLOAD_QUOTA_GENERAL_MB: z.coerce.number().int().min(1).default(200),
  UPLOAD_QUOTA_VERIFIED_MB: z.coerce.number().int().min(1).default(10_240),
  /**
   * Seconds a looked-up session is reused without asking the database (modules/identity/auth/session-cache.ts; logout,
   * blocking and account changes forget it at once on every instance, through LISTEN/NOTIFY). 0 turns it off; default
   * 2, 0 under test.
   */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).optional(),
  /** Live streams (/app-v2/live/stream) one user may hold open on one instance; a new one beyond closes the oldest. */
  LIVE_STREAMS_PER_USER: z.coerce.number().int().min(1).max(100).default(8),
  /** Seconds between sweeps that mark lapsed asks expired (0 turns the sweep off; reads never depend on it). */
  ASK_EXPIRY_SWEEP_SECONDS: z.coerce.number().int().min(0).default(60),
  /** Days after a shipment's arrival within which the buyer may submit a claim (issue 15; decision: 21 by default). */
  CLAIM_NOTICE_DAYS: z.coerce.number().int().min(1).max(365).default(21),
  /** Seconds between sweeps that flag claims whose seller-answer or staff-contact clock ran out (0 turns it off). */
  CLAIM_SWEEP_SECONDS: z.coerce.number().int().min(0).default(300),
  /** Per-address limit on the public contact form (§7 /contact/save). */
  RATE_LIMIT_CONTACT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  /** Where contact-form messages are e-mailed (the operator's inbox), and in which language. */
  OPERATOR_EMAIL: z.string().min(3).default('ops@scrapbridge.local'),
  OPERATOR_LANG: z.enum(['zh', 'en']).default('zh'),
  /** Public contact details of the footer and about-us (§2: contact numbers differ by locale). */
  CONTACT_EMAIL: z.string().min(3).default('service@scrapbridge.local'),
  CONTACT_PHONE_ZH: z.string().min(1).default('400-000-0000'),
  CONTACT_PHONE_EN: z.string().min(1).default('+1 202-555-0143'),
  /** ICP record number shown in the Chinese footer only (§2); empty hides it. The default is a placeholder. */
  ICP_RECORD: z.string().default('粤ICP备00000000号-1'),
  /** JSON array replacing the §1 landing figures, e.g. [{"key":"users","value":12000,"suffix":"+"}]. */
  LANDING_FIGURES: z.string().optional(),
  /** JSON array of footer social links, e.g. [{"key":"linkedin","url":"https://…"}]. None by default. */
  SOCIAL_LINKS: z.string().optional(),
  APP_STORE_URL: z.string().url().optional(),
  GOOGLE_PLAY_URL: z.string().url().optional(),
  PRIVACY_URL: z.string().min(1).default('/about-us?section=privacy'),
  TERMS_URL: z.string().min(1).default('/about-us?section=terms'),
  /** Extra origins our images may come from besides PUBLIC_URL (the object-storage origin), comma-separated. */
  ASSET_ORIGINS: z.string().default(''),
  /** Share-preview image (og:image) of pages without their own; a path on this site or a URL. */
  OG_IMAGE_URL: z.string().min(1).default('/og-image.png'),
});

/**
 * The §1 landing claims. 14+ and 1,400+ are shown without a label in §1, so they carry `labelled: false`
 * (their meaning is not stated; an operator who knows it can relabel them through LANDING_FIGURES). §1's "90 %+
 * identification rate" and "95 %+ accuracy" are left out: photo recognition is not in the product yet, and such a
 * figure is shown only once a benchmark on the operator's labelled photos measured it (issue 17) — an operator adds
 * it back through LANDING_FIGURES (keys identificationRate, accuracy) with the measured value.
 */
export const DEFAULT_LANDING_FIGURES: readonly TLandingFigureConfig[] = [
  { key: 'users', value: 10_000, suffix: '+', unit: null, labelled: true },
  { key: 'countries', value: 150, suffix: '+', unit: null, labelled: true },
  { key: 'continents', value: 5, suffix: '', unit: null, labelled: true },
  { key: 'recycled', value: 300_000, suffix: '+', unit: 'MT', labelled: true },
  { key: 'emissionReduction', value: 1_600_000, suffix: '+', unit: 'MT', labelled: true },
  { key: 'partners', value: 20, suffix: '+', unit: null, labelled: true },
  { key: 'scrapTypes', value: 200, suffix: '+', unit: null, labelled: true },
  { key: 'unlabeledA', value: 14, suffix: '+', unit: null, labelled: false },
  { key: 'unlabeledB', value: 1_400, suffix: '+', unit: null, labelled: false },
];

/** A JSON-valued variable checked like the others: a bad value stops start-up naming the variable. */
function parseJsonVar<T extends z.ZodType>(name: string, raw: string | undefined, schema: T): z.infer<T> | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new Error(`Invalid configuration:\n  ${name}: not valid JSON`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${name}.${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** PRICE_HTTP_BASIS_MAP "LMCADS03=LME, HG=CMX" → feed name (upper case) → basis; a basis it names must be a series. */
function parseBasisMap(text: string): Record<string, TReferenceBasis> {
  const map: Record<string, TReferenceBasis> = {};
  for (const part of text.split(',').map((p) => p.trim()).filter(Boolean)) {
    const [name, basis] = part.split('=').map((p) => p.trim());
    if (!name || !basis || !(REFERENCE_BASES as readonly string[]).includes(basis.toUpperCase())) {
      throw new Error(`Invalid configuration:\n  PRICE_HTTP_BASIS_MAP: "${part}" is not name=BASIS with BASIS one of ${REFERENCE_BASES.join(', ')}`);
    }
    map[name.toUpperCase()] = basis.toUpperCase() as TReferenceBasis;
  }
  return map;
}

export type TConfig = ReturnType<typeof parseConfig>;

export function parseConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.MAIL_PROVIDER === 'smtp' && !e.SMTP_URL) throw new Error('Invalid configuration:\n  SMTP_URL: required when MAIL_PROVIDER=smtp');
  if (e.SMS_PROVIDER === 'http' && !e.SMS_GATEWAY_URL) throw new Error('Invalid configuration:\n  SMS_GATEWAY_URL: required when SMS_PROVIDER=http');
  if (e.TRACKING_PROVIDER === 'dcsa' && !e.TRACKING_DCSA_URL) throw new Error('Invalid configuration:\n  TRACKING_DCSA_URL: required when TRACKING_PROVIDER=dcsa');
  if (e.PRICE_PROVIDER === 'http' && !e.PRICE_HTTP_URL) throw new Error('Invalid configuration:\n  PRICE_HTTP_URL: required when PRICE_PROVIDER=http');
  if (e.CHAT_PROVIDER === 'openai' && !e.CHAT_OPENAI_URL) throw new Error('Invalid configuration:\n  CHAT_OPENAI_URL: required when CHAT_PROVIDER=openai');
  if (e.CHAT_PROVIDER === 'llama' && !e.CHAT_LLAMA_MODEL) throw new Error('Invalid configuration:\n  CHAT_LLAMA_MODEL: required when CHAT_PROVIDER=llama (the path of a .gguf file)');
  if (e.RECOGNITION_PROVIDER === 'openai' && !e.RECOGNITION_OPENAI_URL) throw new Error('Invalid configuration:\n  RECOGNITION_OPENAI_URL: required when RECOGNITION_PROVIDER=openai');
  if (e.RECOGNITION_PROVIDER === 'onnx' && (!e.RECOGNITION_ONNX_MODEL || !e.RECOGNITION_ONNX_LABELS))
    throw new Error('Invalid configuration:\n  RECOGNITION_ONNX_MODEL, RECOGNITION_ONNX_LABELS: required when RECOGNITION_PROVIDER=onnx');
  const priceBasisMap = parseBasisMap(e.PRICE_HTTP_BASIS_MAP);
  if (e.STORAGE_DRIVER === 's3' && !e.S3_BUCKET) throw new Error('Invalid configuration:\n  S3_BUCKET: required when STORAGE_DRIVER=s3');
  const dataDir = path.resolve(e.DATA_DIR);
  const figures = parseJsonVar('LANDING_FIGURES', e.LANDING_FIGURES, z.array(ZLandingFigureConfig).max(40)) ?? DEFAULT_LANDING_FIGURES;
  const social = parseJsonVar('SOCIAL_LINKS', e.SOCIAL_LINKS, z.array(ZSocialLink).max(20)) ?? [];
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    /** Without a trailing slash, so `${publicUrl}/path` is always one slash. */
    publicUrl,
    trustProxy: e.TRUST_PROXY,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    brand: { en: e.BRAND_NAME_EN, zh: e.BRAND_NAME_ZH },
    mail: { provider: e.MAIL_PROVIDER, smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    sms: { provider: e.SMS_PROVIDER, gatewayUrl: e.SMS_GATEWAY_URL, gatewayToken: e.SMS_GATEWAY_TOKEN, signName: e.SMS_SIGN_NAME },
    tracking: {
      provider: e.TRACKING_PROVIDER,
      dcsa: {
        url: (e.TRACKING_DCSA_URL ?? '').replace(/\/+$/, ''),
        apiKey: e.TRACKING_DCSA_API_KEY,
        apiKeyHeader: e.TRACKING_DCSA_API_KEY_HEADER,
        timeoutMs: Math.round(e.TRACKING_DCSA_TIMEOUT_SECONDS * 1000),
      },
      pollSeconds: e.TRACKING_POLL_SECONDS,
    },
    priceFeed: {
      provider: e.PRICE_PROVIDER,
      http: {
        url: e.PRICE_HTTP_URL ?? '',
        format: e.PRICE_HTTP_FORMAT,
        rowsPath: e.PRICE_HTTP_ROWS_PATH,
        fields: { basis: e.PRICE_HTTP_BASIS_FIELD, date: e.PRICE_HTTP_DATE_FIELD, price: e.PRICE_HTTP_PRICE_FIELD },
        basisMap: priceBasisMap,
        apiKey: e.PRICE_HTTP_API_KEY,
        apiKeyHeader: e.PRICE_HTTP_API_KEY_HEADER,
        timeoutMs: Math.round(e.PRICE_HTTP_TIMEOUT_SECONDS * 1000),
      },
      pollSeconds: e.PRICE_HTTP_POLL_SECONDS,
    },
    seedDemo: e.SEED_DEMO,
    rateLimit: {
      loginPerMinute: e.RATE_LIMIT_LOGIN_PER_MINUTE,
      codePerMinute: e.RATE_LIMIT_CODE_PER_MINUTE,
      contactPerMinute: e.RATE_LIMIT_CONTACT_PER_MINUTE,
    },
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? serverPath('../web/dist')),
    storage: {
      driver: e.STORAGE_DRIVER,
      uploadDir: path.resolve(e.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
      s3: {
        endpoint: e.S3_ENDPOINT,
        bucket: e.S3_BUCKET ?? '',
        region: e.S3_REGION,
        accessKeyId: e.S3_ACCESS_KEY_ID,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        forcePathStyle: e.S3_FORCE_PATH_STYLE,
      },
    },
    uploads: {
      imageMaxBytes: e.UPLOAD_IMAGE_MAX_BYTES ?? IMAGE_MAX_BYTES,
      videoMaxBytes: e.UPLOAD_VIDEO_MAX_BYTES ?? VIDEO_MAX_BYTES,
      imageCompressAboveBytes: e.IMAGE_COMPRESS_ABOVE_BYTES ?? IMAGE_COMPRESS_ABOVE_BYTES,
      perMinute: e.RATE_LIMIT_UPLOADS_PER_MINUTE,
      quotaBytes: { general: e.UPLOAD_QUOTA_GENERAL_MB * MB, verified: e.UPLOAD_QUOTA_VERIFIED_MB * MB },
    },
    askExpirySweepSeconds: e.ASK_EXPIRY_SWEEP_SECONDS,
    chat: {
      provider: e.CHAT_PROVIDER,
      openai: { url: e.CHAT_OPENAI_URL ?? '', apiKey: e.CHAT_OPENAI_API_KEY, model: e.CHAT_OPENAI_MODEL, timeoutMs: Math.round(e.CHAT_OPENAI_TIMEOUT_SECONDS * 1000) },
      llama: { modelPath: e.CHAT_LLAMA_MODEL ?? '', contextSize: e.CHAT_LLAMA_CONTEXT, timeoutMs: Math.round(e.CHAT_OPENAI_TIMEOUT_SECONDS * 1000) },
      perMinute: { user: e.RATE_LIMIT_CHAT_PER_MINUTE, visitor: e.RATE_LIMIT_CHAT_VISITOR_PER_MINUTE },
    },
    recognition: {
      provider: e.RECOGNITION_PROVIDER,
      onnx: { modelPath: e.RECOGNITION_ONNX_MODEL ?? '', labelsPath: e.RECOGNITION_ONNX_LABELS ?? '', size: e.RECOGNITION_ONNX_SIZE, layout: e.RECOGNITION_ONNX_LAYOUT },
      openai: { url: e.RECOGNITION_OPENAI_URL ?? '', apiKey: e.RECOGNITION_OPENAI_API_KEY, model: e.RECOGNITION_OPENAI_MODEL, timeoutMs: Math.round(e.RECOGNITION_OPENAI_TIMEOUT_SECONDS * 1000) },
      perMinute: e.RATE_LIMIT_RECOGNITION_PER_MINUTE,
      indexSweepSeconds: e.RECOGNITION_INDEX_SWEEP_SECONDS,
    },
    claims: { noticeDays: e.CLAIM_NOTICE_DAYS, sweepSeconds: e.CLAIM_SWEEP_SECONDS },
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 2),
    liveStreamsPerUser: e.LIVE_STREAMS_PER_USER,
    site: {
      operatorEmail: e.OPERATOR_EMAIL,
      operatorLang: e.OPERATOR_LANG,
      contactEmail: e.CONTACT_EMAIL,
      contactPhone: { zh: e.CONTACT_PHONE_ZH, en: e.CONTACT_PHONE_EN },
      icpRecord: e.ICP_RECORD.trim() || null,
      figures,
      social,
      appStores: { ios: e.APP_STORE_URL ?? null, android: e.GOOGLE_PLAY_URL ?? null },
      links: { privacy: e.PRIVACY_URL, terms: e.TERMS_URL },
      /** Origins images may come from (rich text, covers): ours and the object storage's. */
      assetOrigins: [publicUrl, ...e.ASSET_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean)],
      ogImageUrl: e.OG_IMAGE_URL,
    },
  };
}
