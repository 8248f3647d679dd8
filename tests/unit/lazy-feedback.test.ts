import { describe, expect, it, vi } from 'vitest';
import type { MessageType } from 'antd/es/message/interface';
import { lazyMessage, lazyModal, type Feedback } from '@/components/providers/feedback/lazy-feedback';

/** A stand-in for antd's hooks: records what was shown and lets the test close it. */
function fakeFeedback() {
  const shown: string[] = [];
  const closers: Array<(value: boolean) => void> = [];
  const handle = (text: string): MessageType => {
    shown.push(text);
    let settle!: (value: boolean) => void;
    const closed = new Promise<boolean>((resolve) => (settle = resolve));
    closers.push(settle);
    const close = (() => {
      shown.push(`closed ${text}`);
      settle(true);
    }) as MessageType;
    close.then = (onClosed, onFailed) => closed.then(onClosed, onFailed);
    return close;
  };
  const message = {
    info: (text: unknown) => handle(`info ${String(text)}`),
    success: (text: unknown) => handle(`success ${String(text)}`),
    error: (text: unknown) => handle(`error ${String(text)}`),
    warning: (text: unknown) => handle(`warning ${String(text)}`),
    loading: (text: unknown) => handle(`loading ${String(text)}`),
    open: (args: { content?: unknown }) => handle(`open ${String(args.content)}`),
    destroy: () => shown.push('destroy'),
  };
  let answer!: (confirmed: boolean) => void;
  const modal = {
    confirm: (config: { title?: unknown }) => {
      shown.push(`confirm ${String(config.title)}`);
      const answered = new Promise<boolean>((resolve) => (answer = resolve));
      return { destroy: () => shown.push('dialog destroyed'), update: () => shown.push('dialog updated'), then: (yes: (c: boolean) => unknown) => answered.then(yes) };
    },
  };
  return { feedback: { message, modal } as unknown as Feedback, shown, closers, answer: (c: boolean) => answer(c) };
}

function deferredLoad() {
  let done!: (feedback: Feedback) => void;
  const loaded = new Promise<Feedback>((resolve) => (done = resolve));
  return { load: vi.fn(() => loaded), done };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('feedback whose code loads on first use', () => {
  it('shows messages asked for before the code arrived, in order, once it has', async () => {
    const fake = fakeFeedback();
    const { load, done } = deferredLoad();
    const message = lazyMessage(load);
    message.success('已保存');
    message.error('失败');
    await settle();
    expect(fake.shown).toEqual([]);
    done(fake.feedback);
    await settle();
    expect(fake.shown).toEqual(['success 已保存', 'error 失败']);
  });

  it('never shows a message closed before the code arrived, and closes a shown one', async () => {
    const fake = fakeFeedback();
    const { load, done } = deferredLoad();
    const message = lazyMessage(load);
    const early = message.loading('移动中');
    early();
    const later = message.info('完成');
    done(fake.feedback);
    await settle();
    expect([...fake.shown].sort()).toEqual(['closed loading 移动中', 'info 完成', 'loading 移动中']);
    expect(fake.shown.indexOf('closed loading 移动中')).toBeGreaterThan(fake.shown.indexOf('loading 移动中'));
    later();
    expect(fake.shown.at(-1)).toBe('closed info 完成');
  });

  it("settles a message's promise when the message closes, not when it is shown", async () => {
    const fake = fakeFeedback();
    const { load, done } = deferredLoad();
    const closed = vi.fn();
    void lazyMessage(load).open({ content: '提示' }).then(closed);
    done(fake.feedback);
    await settle();
    expect(fake.shown).toEqual(['open 提示']);
    expect(closed).not.toHaveBeenCalled();
    fake.closers[0]!(true);
    await settle();
    expect(closed).toHaveBeenCalledWith(true);
  });

  it("opens a confirmation once loaded and hands on the user's answer", async () => {
    const fake = fakeFeedback();
    const { load, done } = deferredLoad();
    const answered = vi.fn();
    const dialog = lazyModal(load).confirm({ title: '确认删除？' });
    void dialog.then(answered, () => undefined);
    dialog.update({ content: '…' });
    done(fake.feedback);
    await settle();
    expect(fake.shown).toEqual(['confirm 确认删除？', 'dialog updated']);
    fake.answer(true);
    await settle();
    expect(answered).toHaveBeenCalledWith(true);
  });

  it('shows nothing and leaves no unhandled failure when the code cannot load', async () => {
    const message = lazyMessage(() => Promise.reject(new Error('offline')));
    const modal = lazyModal(() => Promise.reject(new Error('offline')));
    const hide = message.success('已保存');
    hide();
    message.destroy();
    modal.confirm({ title: '确认？' }).destroy();
    await settle();
    await expect(Promise.resolve(hide)).rejects.toThrow('offline');
  });
});
