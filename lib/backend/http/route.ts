import type { ZodType } from 'zod';
import type { Call, KeyedCall } from '@/lib/contract/call';
import type { Envelope, RefusalDetail } from '@/lib/contract/envelope';
import type { Sent } from '@/lib/contract/sent';
import type { PublicContentTopic } from '@/lib/contract/public-content';
import type { Locale } from '@/lib/i18n/locales';
import type { Db } from '../db/client';
import type { AuthContext } from '../auth/context';
import type { BackendServices } from '../services';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** At least one media type, e.g. [XLSX_MIME]. */
export type MediaTypes = readonly [string, ...string[]];

export interface RequestContext<Input = unknown> {
  req: Request;
  url: URL;
  params: Record<string, string>;
  /** Validated query (GET/DELETE) or body (POST/PUT) merged with path parameters. */
  input: Input;
  db: Db;
  services: BackendServices;
  locale: Locale;
  /** Present on every route except those declared public. */
  auth: AuthContext;
  /** Translates a message key into the caller's language. */
  t: (key: string, values?: Record<string, string | number>) => string;
}

export interface RouteDef<Input = unknown> {
  method: HttpMethod;
  /** Path pattern with :name parameters, e.g. /api/app/base/app/sys/user/getUserInfo/:targetKey */
  path: string;
  summary: string;
  tag: string;
  /** 'public' routes run without a token (login); everything else requires a valid one. */
  access?: 'public' | 'token' | 'admin';
  /**
   * The menu (sys_permission.name) whose grant the caller needs, e.g. 'system-role': a page the
   * user may not open has its calls refused here too. Administrators hold every grant.
   */
  permission?: string;
  /** Multipart routes read ctx.req themselves; input then holds only the path and query values. */
  bodyKind?: 'parsed' | 'raw';
  /** Parsed bodies longer than this are refused with 413 (public calls anyone can send). */
  maxBodyBytes?: number;
  input?: ZodType<Input>;
  /**
   * The data of a successful answer (lib/contract): documents it (OpenAPI), types what the handler
   * may answer with (defineRoute), and is what the integration tests check real answers against.
   */
  output?: ZodType;
  /**
   * Set instead of output on a route whose success is a file's bytes (an export, an import
   * template, a download) rather than the envelope: the media types the bytes may have. OpenAPI
   * documents them as binary content; a refusal still answers the envelope.
   */
  answersFile?: MediaTypes;
  /**
   * The public site content this call changes: once it has answered success, the topic's version
   * moves, so the cached public pages that show it are rendered anew on their next visit.
   */
  publicContent?: PublicContentTopic;
  handler(ctx: RequestContext<Input>): Promise<Envelope | Response>;
}

/** A route whose output schema types its handler's successful answer; refusals carry at most the field they are about. */
export interface TypedRouteDef<Input, Output> extends Omit<RouteDef<Input>, 'output' | 'handler'> {
  output?: ZodType<Output>;
  handler(ctx: RequestContext<Input>): Promise<Envelope<Sent<NoInfer<Output>>> | Envelope<RefusalDetail | null> | Response>;
}

/**
 * Identity helper that keeps the input type flowing from the schema into the handler, and the
 * output's into what it may answer, so a builder that drifts from the contract fails the typecheck.
 */
export function defineRoute<Input, Output = unknown>(route: TypedRouteDef<Input, Output>): RouteDef<Input> {
  // A schema's type is invariant in zod; the route table only needs it as a schema.
  return route;
}

/**
 * A route answering a call the contract declares (lib/contract/call.ts): its method and path are
 * the call's (a keyed call's pattern), and its output schema and handler answer the call's type,
 * so the browser's call and the route that answers it cannot drift apart.
 */
export function defineCallRoute<Input, Data>(
  declared: Call<unknown, Data> | KeyedCall<unknown, Data>,
  route: Omit<TypedRouteDef<Input, Data>, 'method' | 'path' | 'output'> & { output: ZodType<Data> },
): RouteDef<Input> {
  return defineRoute<Input, Data>({ ...route, method: declared.method, path: 'pattern' in declared ? declared.pattern : declared.path });
}
