import { startOidcLink } from '@/lib/gateway/oidc-sign-in';
import { startedAtProvider } from '../started-at-provider';

export const dynamic = 'force-dynamic';

/** 个人中心's 绑定企业账号 lands here (?redirect=…): the signed-in user confirms who they are at the provider. */
export async function GET(req: Request): Promise<Response> {
  return startedAtProvider(req, startOidcLink);
}
