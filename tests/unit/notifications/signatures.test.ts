import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dingtalkSign } from '@/lib/backend/modules/notifications/channels/dingtalk';
import { feishuSign } from '@/lib/backend/modules/notifications/channels/feishu';
import { markdownOf, plainOf } from '@/lib/backend/modules/notifications/channels/robot-text';
import { webhookSignature } from '@/lib/backend/modules/notifications/channels/webhook';

/** The signatures as each platform documents them, computed here independently of the senders. */
describe('robot and webhook signatures', () => {
  it('DingTalk: base64 HMAC-SHA256 keyed by the secret over timestamp, newline, secret', () => {
    const expected = createHmac('sha256', 'SECabc').update('1700000000000\nSECabc').digest('base64');
    expect(dingtalkSign('SECabc', 1700000000000)).toBe(expected);
  });

  it('Feishu: base64 HMAC-SHA256 keyed by timestamp, newline, secret over an empty message', () => {
    const expected = createHmac('sha256', '1700000000\nsecret').digest('base64');
    expect(feishuSign('secret', 1700000000)).toBe(expected);
    expect(feishuSign('secret', 1700000000)).not.toBe(createHmac('sha256', 'secret').update('1700000000\nsecret').digest('base64'));
  });

  it('Webhook: sha256= and the hex HMAC-SHA256 keyed by the secret over timestamp, dot, body', () => {
    const body = '{"event":"digest"}';
    expect(webhookSignature('s3cret', 1700000000, body)).toBe(`sha256=${createHmac('sha256', 's3cret').update(`1700000000.${body}`).digest('hex')}`);
  });
});

describe('robot texts', () => {
  const message = { event: 'taskUrged' as const, title: '催办 *紧急* [合同]', text: '请尽快处理', link: 'https://crm.example.com/x' };

  it('markdown keeps a title as written and links with 查看详情', () => {
    expect(markdownOf(message, '@13800000001', 4000)).toBe('### 催办 \\*紧急\\* \\[合同\\]\n\n@13800000001\n\n请尽快处理\n\n[查看详情](https://crm.example.com/x)');
  });

  it('cuts to what the platform takes', () => {
    const long = plainOf({ ...message, text: 'x'.repeat(5000) }, 2000);
    expect(long).toHaveLength(2000);
    expect(long.endsWith('…')).toBe(true);
  });
});
