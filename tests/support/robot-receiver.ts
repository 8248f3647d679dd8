import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server standing for the WeCom, DingTalk and Feishu group robots and for a webhook
 * receiver: it checks each request the way the platform does (the robot's key or token, DingTalk's
 * and Feishu's signatures and their time window, the webhook's HMAC over timestamp and body, the
 * payload's shape) and answers as the platform answers. Besides: /redirect answers 302, /big an
 * answer over 1 MB, and /hang never answers.
 */

export interface RobotSecrets {
  wecomKey: string;
  dingtalkToken: string;
  dingtalkSecret: string;
  feishuToken: string;
  feishuSecret: string;
  webhookSecret: string;
}

export interface Received {
  platform: 'wecom' | 'dingtalk' | 'feishu' | 'webhook';
  body: Record<string, unknown>;
  query: URLSearchParams;
}

const WITHIN_MS = 60 * 60 * 1000;

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

function wecomShapeOk(b: Record<string, unknown>): boolean {
  if (b.msgtype === 'text') {
    const t = b.text as { content?: unknown; mentioned_mobile_list?: unknown } | undefined;
    return isString(t?.content) && Buffer.byteLength(t.content) <= 2048 && (t.mentioned_mobile_list === undefined || Array.isArray(t.mentioned_mobile_list));
  }
  if (b.msgtype === 'markdown') {
    const m = b.markdown as { content?: unknown } | undefined;
    return isString(m?.content) && Buffer.byteLength(m.content) <= 4096;
  }
  return false;
}

function dingtalkShapeOk(b: Record<string, unknown>): boolean {
  const at = b.at as { atMobiles?: unknown } | undefined;
  if (at !== undefined && !Array.isArray(at.atMobiles)) return false;
  if (b.msgtype === 'markdown') {
    const m = b.markdown as { title?: unknown; text?: unknown } | undefined;
    return isString(m?.title) && isString(m.text);
  }
  if (b.msgtype === 'actionCard') {
    const c = b.actionCard as { title?: unknown; text?: unknown; singleTitle?: unknown; singleURL?: unknown } | undefined;
    return isString(c?.title) && isString(c.text) && isString(c.singleTitle) && isString(c.singleURL);
  }
  return false;
}

function feishuShapeOk(b: Record<string, unknown>): boolean {
  if (b.msg_type === 'text') return isString((b.content as { text?: unknown } | undefined)?.text);
  if (b.msg_type === 'interactive') return Array.isArray((b.card as { elements?: unknown } | undefined)?.elements);
  return false;
}

export class RobotReceiver {
  readonly received: Received[] = [];
  private server: Server | null = null;
  private held: ServerResponse[] = [];
  port = 0;

  constructor(readonly secrets: RobotSecrets) {}

  /** Requests to /hang still waiting for an answer. */
  get hanging(): number {
    return this.held.length;
  }

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    for (const res of this.held) res.destroy();
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', this.base);
      const json = (status: number, answer: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      if (url.pathname === '/redirect') return void res.writeHead(302, { location: 'http://example.com/' }).end();
      if (url.pathname === '/big') return void res.writeHead(200, { 'content-type': 'application/json' }).end('x'.repeat(2 * 1024 * 1024));
      if (url.pathname === '/hang') return void this.held.push(res);
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return json(400, { errcode: 40001, errmsg: 'invalid json' });
      }
      const query = url.searchParams;
      if (url.pathname === '/cgi-bin/webhook/send') {
        if (query.get('key') !== this.secrets.wecomKey) return json(200, { errcode: 93000, errmsg: 'invalid webhook url' });
        if (!wecomShapeOk(body)) return json(200, { errcode: 40008, errmsg: 'invalid message type' });
        this.received.push({ platform: 'wecom', body, query });
        return json(200, { errcode: 0, errmsg: 'ok' });
      }
      if (url.pathname === '/robot/send') {
        if (query.get('access_token') !== this.secrets.dingtalkToken) return json(200, { errcode: 300001, errmsg: 'token is not exist' });
        const timestamp = Number(query.get('timestamp'));
        const expected = createHmac('sha256', this.secrets.dingtalkSecret).update(`${timestamp}\n${this.secrets.dingtalkSecret}`).digest('base64');
        if (!Number.isFinite(timestamp) || Math.abs(Date.now() - timestamp) > WITHIN_MS || !same(query.get('sign') ?? '', expected)) {
          return json(200, { errcode: 310000, errmsg: 'sign not match' });
        }
        if (!dingtalkShapeOk(body)) return json(200, { errcode: 40035, errmsg: 'msgtype invalid' });
        this.received.push({ platform: 'dingtalk', body, query });
        return json(200, { errcode: 0, errmsg: 'ok' });
      }
      if (url.pathname.startsWith('/open-apis/bot/v2/hook/')) {
        if (url.pathname.slice('/open-apis/bot/v2/hook/'.length) !== this.secrets.feishuToken) return json(200, { code: 19001, msg: 'param invalid: incoming webhook access token invalid' });
        const timestamp = Number(body.timestamp);
        const expected = createHmac('sha256', `${timestamp}\n${this.secrets.feishuSecret}`).update('').digest('base64');
        if (!Number.isFinite(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > WITHIN_MS / 1000 || typeof body.sign !== 'string' || !same(body.sign, expected)) {
          return json(200, { code: 19021, msg: 'sign match fail or timestamp is not within one hour from current time' });
        }
        if (!feishuShapeOk(body)) return json(200, { code: 9499, msg: 'Bad Request' });
        this.received.push({ platform: 'feishu', body, query });
        return json(200, { code: 0, msg: 'success', data: {} });
      }
      if (url.pathname === '/hooks/notify') {
        const timestamp = String(req.headers['x-signature-timestamp'] ?? '');
        const expected = `sha256=${createHmac('sha256', this.secrets.webhookSecret).update(`${timestamp}.${raw}`).digest('hex')}`;
        if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300 || !same(String(req.headers['x-signature'] ?? ''), expected)) return json(401, { error: 'bad signature' });
        this.received.push({ platform: 'webhook', body, query });
        return void res.writeHead(204).end();
      }
      json(404, { error: 'not found' });
    });
  }
}
