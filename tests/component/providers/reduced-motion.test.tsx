import { act, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppTestProviders, renderInApp } from '../render';
import { cancelIn, closed, dialogNamed } from '../support/dialogs';

/**
 * A reader who asks the system to reduce motion (prefers-reduced-motion: reduce) gets dialogs, and
 * everything else antd animates, without their zoom and slide (docs/architecture.md, "Less motion"); others keep them.
 */

const REDUCE_MOTION = '(prefers-reduced-motion: reduce)';

/** The system's setting as media queries report it, changed as a reader would change it. */
function systemSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const queryList = (query: string) =>
    ({
      matches: query === REDUCE_MOTION && reduce,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: (_: string, listener: () => void) => {
        if (query === REDUCE_MOTION) listeners.add(listener);
      },
      removeEventListener: (_: string, listener: () => void) => void listeners.delete(listener),
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
  vi.spyOn(window, 'matchMedia').mockImplementation(queryList);
  return {
    change(next: boolean) {
      reduce = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** antd's motion classes (zoom-enter, fade-appear, …-leave): present only while something moves. */
const MOVING = /-(appear|enter|leave)\b/;
const moving = () => [...document.querySelectorAll('[class]')].filter((element) => MOVING.test(element.getAttribute('class')!));

let mounts = 0;

/** A page with a dialog behind a button; it counts how often it was mounted. */
function PageWithDialog() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    mounts += 1;
  }, []);
  return (
    <>
      <Button onClick={() => setOpen(true)}>打开</Button>
      <Modal open={open} title="设置" onCancel={() => setOpen(false)}>
        内容
      </Modal>
    </>
  );
}

async function openDialog(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: /打\s?开/ }));
  return dialogNamed('设置');
}

describe('motion follows the reader’s system setting', () => {
  it('a dialog zooms in when the reader has not asked for less motion', async () => {
    systemSetting(false);
    const { user } = renderInApp(<PageWithDialog />);
    const dialog = await openDialog(user);
    expect(dialog.className).toMatch(/ant-zoom-(appear|enter)/);
  });

  it('with reduce motion, a dialog opens and closes without moving', async () => {
    systemSetting(true);
    const { user } = renderInApp(<PageWithDialog />);
    const dialog = await openDialog(user);
    expect(moving()).toEqual([]);
    await user.click(cancelIn(dialog));
    await closed(dialog);
    expect(moving()).toEqual([]);
  });

  it('takes a change of the setting at once, and the page under the providers stays as it was', async () => {
    const setting = systemSetting(false);
    mounts = 0;
    const { user } = renderInApp(<PageWithDialog />);
    await screen.findByRole('button', { name: /打\s?开/ });
    setting.change(true);
    await openDialog(user);
    expect(moving()).toEqual([]);
    expect(mounts).toBe(1);
  });

  it('a page drawn on the server with motion takes the setting once hydrated, keeping the server’s elements', async () => {
    systemSetting(true);
    mounts = 0;
    const router = { push: () => {}, replace: () => {}, back: () => {}, forward: () => {}, refresh: () => {}, prefetch: () => {}, bfcacheId: 'component-test' };
    const page = (
      <AppTestProviders router={router}>
        <PageWithDialog />
      </AppTestProviders>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const drawnByServer = container.querySelector('button');
    const mismatches: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError: (error) => mismatches.push(error) }));
    await openDialog(userEvent.setup());
    expect(moving()).toEqual([]);
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('button', { name: /打\s?开/ })).toBe(drawnByServer);
    expect(mounts).toBe(1);
    act(() => root.unmount());
  });
});
