import path from 'node:path';
import { z } from 'zod';

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
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
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
  /** Write the demo accounts into an empty database at start-up. */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_CODE_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  WEB_DIST_DIR: z.string().optional(),
});

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
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    publicUrl: e.PUBLIC_URL,
    trustProxy: e.TRUST_PROXY,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    brand: { en: e.BRAND_NAME_EN, zh: e.BRAND_NAME_ZH },
    mail: { provider: e.MAIL_PROVIDER, smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    sms: { provider: e.SMS_PROVIDER, gatewayUrl: e.SMS_GATEWAY_URL, gatewayToken: e.SMS_GATEWAY_TOKEN, signName: e.SMS_SIGN_NAME },
    seedDemo: e.SEED_DEMO,
    rateLimit: { loginPerMinute: e.RATE_LIMIT_LOGIN_PER_MINUTE, codePerMinute: e.RATE_LIMIT_CODE_PER_MINUTE },
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
  };
}
