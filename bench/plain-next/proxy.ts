import { NextResponse } from 'next/server';

/**
 * Runs on no page (the matcher names a path that is never asked for). The file must exist:
 * without one here the bundler takes the proxy of the enclosing project.
 */
export function proxy(): NextResponse {
  return NextResponse.next();
}

export const config = { matcher: ['/never-matched-by-the-bench'] };
