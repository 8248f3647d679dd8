import { NextResponse } from 'next/server';
import { adoptIntoSession } from '@/lib/gateway/adopt';
import { currentSession } from '@/lib/gateway/session';
import { configuredUpstream } from '@/lib/gateway/upstream';
import { serverEnv } from '@/lib/config/env';

export const dynamic = 'force-dynamic';

export async function GET(req: Request): Promise<Response> {
  const session = await currentSession();
  const target = await adoptIntoSession(new URL(req.url), session, configuredUpstream(), serverEnv().DEFAULT_APP_KEY);
  return NextResponse.redirect(new URL(target, req.url));
}
