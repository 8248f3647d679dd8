import { InvalidCredentialsError, InvalidDNSyntaxError, NoSuchObjectError, ResultCodeError } from 'ldapts';

/**
 * Why talking to the directory failed, in words an administrator can act on. Each kind is a
 * message key under ldapSignIn.problems.
 */
export type DirectoryProblemKind =
  | 'unreachable'
  | 'tls'
  | 'timeout'
  | 'bindRefused'
  | 'bindPasswordMissing'
  | 'baseNotFound'
  | 'groupBaseNotFound'
  | 'filterSyntax'
  | 'groupFilterSyntax'
  | 'userNotFound'
  | 'userAmbiguous'
  | 'userPasswordWrong'
  | 'serverRefused';

export class DirectoryProblem extends Error {
  constructor(readonly kind: DirectoryProblemKind, detail = '') {
    super(detail ? `${kind}: ${detail}` : kind);
  }
}

const NETWORK = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET', 'EAI_AGAIN', 'EPIPE']);
const TLS = /CERT|SSL|TLS|EPROTO|SELF_SIGNED|UNABLE_TO_VERIFY|ALTNAME/i;

function codeOf(error: unknown): string {
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string' ? (error as { code: string }).code : '';
}

/** What the failed connection, StartTLS or bind means. */
export function connectionProblem(error: unknown, stage: 'connect' | 'bind'): DirectoryProblem {
  if (error instanceof DirectoryProblem) return error;
  const code = codeOf(error);
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof InvalidCredentialsError || error instanceof InvalidDNSyntaxError) return new DirectoryProblem('bindRefused', message);
  if (TLS.test(code) || /certificate|ssl|tls/i.test(message)) return new DirectoryProblem('tls', code || message);
  if (NETWORK.has(code)) return new DirectoryProblem('unreachable', code);
  if (/timeout/i.test(message) || code === 'ETIMEDOUT') return new DirectoryProblem('timeout', code || message);
  if (error instanceof ResultCodeError) return new DirectoryProblem(stage === 'bind' ? 'bindRefused' : 'serverRefused', message);
  return new DirectoryProblem(stage === 'connect' ? 'unreachable' : 'serverRefused', code || message);
}

/** What a failed search means: its base is missing, or anything else the server or the line said. */
export function searchProblem(error: unknown, missingBase: DirectoryProblemKind): DirectoryProblem {
  if (error instanceof DirectoryProblem) return error;
  if (error instanceof NoSuchObjectError) return new DirectoryProblem(missingBase);
  return connectionProblem(error, 'connect');
}
