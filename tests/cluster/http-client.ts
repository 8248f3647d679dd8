import type { Envelope } from '@/lib/contract/envelope';
import { apiPaths } from '@/lib/contract/api-paths';

export interface Answer<T> {
  status: number;
  body: Envelope<T>;
  response: Response;
}

/**
 * One person's browser as the gateway sees it: the session cookie it was given, sent to whichever
 * app process the balancer picks (here: the caller names it).
 */
export class Person {
  private cookie = '';

  constructor(readonly username: string) {}

  async signIn(origin: string, password: string): Promise<void> {
    const response = await fetch(`${origin}${apiPaths.login}`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: this.username, password }).toString(),
    });
    const body = (await response.json()) as Envelope<unknown>;
    if (body.code !== 0) throw new Error(`sign-in of ${this.username} refused: ${body.msg}`);
    const session = response.headers.getSetCookie().find((c) => c.startsWith('fincrm_session='));
    if (!session) throw new Error('no session cookie');
    this.cookie = session.split(';')[0]!;
  }

  async call<T>(origin: string, method: string, path: string, body?: { json?: unknown; form?: FormData }): Promise<Answer<T>> {
    const headers: Record<string, string> = { origin, cookie: this.cookie };
    let payload: BodyInit | undefined;
    if (body?.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.json);
    } else if (body?.form) {
      payload = body.form;
    }
    const response = await fetch(`${origin}${path}`, { method, headers, body: payload });
    const type = response.headers.get('content-type') ?? '';
    const parsed = type.includes('json') ? ((await response.clone().json()) as Envelope<T>) : { code: response.ok ? 0 : response.status, msg: '', data: null };
    return { status: response.status, body: parsed, response };
  }
}
