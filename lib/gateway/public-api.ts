import { leadCapturePaths } from '@/lib/contract/lead-capture';
import { signInWaysPath } from '@/lib/contract/sign-in-ways';
import { siteAccountPaths } from '@/lib/contract/site-account-paths';
import { printPaths } from '@/lib/contract/workflow-print';
import { signInSecurityPaths } from '@/lib/contract/sign-in-security';

/**
 * Calls the browser may make without a session. Everything else is refused by the gateway
 * before it reaches the upstream (which checks the token again itself).
 */
const PUBLIC_API_PREFIXES = ['/api/app/base/app/sys/app/getByAppKey/', siteAccountPaths.registerPartner, leadCapturePaths.submit, printPaths.verifyFile, printPaths.verifyHash, printPaths.copy, signInWaysPath, signInSecurityPaths.passwordPolicy];

export function isPublicApiPath(pathname: string): boolean {
  return PUBLIC_API_PREFIXES.some((p) => pathname.startsWith(p));
}
