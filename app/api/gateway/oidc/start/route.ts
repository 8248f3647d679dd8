import { startOidcSignIn } from '@/lib/gateway/oidc-sign-in';
import { startedAtProvider } from '../started-at-provider';

export const dynamic = 'force-dynamic';

/** The login page's company sign-in button lands here (?redirect=…). */
export async function GET(req: Request): Promise<Response> {
  return startedAtProvider(req, startOidcSignIn);
}
