import { adoptIntoSession } from '@/lib/gateway/adopt';
import { currentSession } from '@/lib/gateway/session';
import { configuredUpstream } from '@/lib/gateway/upstream';
import { serverEnv } from '@/lib/config/env';
import { redirectOnSite } from '@/lib/navigation/site-redirect-response';

export const dynamic = 'force-dynamic';

export async function GET(req: Request): Promise<Response> {
  const session = await currentSession();
  const target = await adoptIntoSession(new URL(req.url), session, configuredUpstream(), serverEnv().DEFAULT_APP_KEY);
  return redirectOnSite(target);
}
