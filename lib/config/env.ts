import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_BUSINESS_TIME_ZONE, isTimeZone } from '@/lib/entity/time-zone';

const boolFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z.string().url().optional(),
  /** Where uploaded and generated files live; default: database with DATABASE_URL, folder on PGlite. */
  FILE_STORAGE: z.enum(['database', 'folder']).optional(),
  UPSTREAM_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  /** Seals the secrets kept in settings (lib/backend/secrets/secret-box.ts); default: derived from SESSION_SECRET. */
  SECRETS_KEY: z.string().min(32, 'SECRETS_KEY must be at least 32 characters').optional(),
  COOKIE_SECURE: boolFlag.optional(),
  APP_ORIGIN: z.string().url().optional(),
  /** The public site's origin for canonical links, the sitemap and robots.txt; else the request's host. */
  SITE_URL: z.string().url().optional(),
  TRUST_PROXY: boolFlag.default(false),
  /** The CJK font printed requests are set in (lib/backend/print/pdf-font.ts): .ttc, .ttf or .otf. */
  PDF_FONT_PATH: z.string().min(1).optional(),
  /** The face of a .ttc collection by PostScript name; default NotoSansCJKsc-Regular for a .ttc. */
  PDF_FONT_NAME: z.string().min(1).optional(),
  UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(10 * 1024 * 1024),
  LOGIN_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  LOGIN_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  LOGIN_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(15 * 60),
  /** Public lead forms (/board, /proxy, /partnerPay): submissions per client address per window. */
  LEAD_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(5),
  LEAD_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(10 * 60),
  DEFAULT_APP_KEY: z.string().min(1).default('fincrm'),
  SEED_DEMO: boolFlag.default(true),
  /**
   * The embedded database (PGlite) on a thread of its own, beside the one serving requests, so one
   * process uses two cores (docs/architecture.md). `false` runs it on the serving thread.
   */
  PGLITE_THREAD: boolFlag.default(true),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  /** Rows a list counts for its total before it answers "at least this many"; 0 counts every row. */
  LIST_COUNT_LIMIT: z.coerce.number().int().min(0).default(10_000),
  /** The zone that counts the business day and shows date-times (IANA name; docs/time.md). */
  BUSINESS_TIME_ZONE: z.string().refine(isTimeZone, 'BUSINESS_TIME_ZONE must be an IANA time zone such as Asia/Shanghai').default(DEFAULT_BUSINESS_TIME_ZONE),
});

export type FileStorageKind = 'database' | 'folder';

export type ServerEnv = z.infer<typeof envSchema> & { dataDir: string; sessionSecret: string; cookieSecure: boolean; fileStorage: FileStorageKind };

function emptyToUndefined(source: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(source).map(([k, v]) => [k, v === '' ? undefined : v]));
}

/**
 * Development gets a random secret kept in the data folder so sessions survive restarts;
 * production refuses to start without SESSION_SECRET so no guessable default ever signs cookies.
 */
function resolveSessionSecret(parsed: z.infer<typeof envSchema>, dataDir: string): string {
  if (parsed.SESSION_SECRET) return parsed.SESSION_SECRET;
  if (parsed.NODE_ENV === 'production') {
    throw new Error('SESSION_SECRET is required in production (32 characters or more).');
  }
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, '.session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  if (cached) return cached;
  const result = envSchema.safeParse(emptyToUndefined(process.env));
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const parsed = result.data;
  const dataDir = path.resolve(parsed.DATA_DIR);
  cached = {
    ...parsed,
    dataDir,
    sessionSecret: resolveSessionSecret(parsed, dataDir),
    cookieSecure: parsed.COOKIE_SECURE ?? parsed.NODE_ENV === 'production',
    // Several processes on PostgreSQL may run on several machines, so none may keep a file to itself.
    fileStorage: parsed.FILE_STORAGE ?? (parsed.DATABASE_URL ? 'database' : 'folder'),
  };
  return cached;
}

/** Tests change the environment between cases; production never calls this. */
export function resetServerEnvForTests(): void {
  cached = undefined;
}
