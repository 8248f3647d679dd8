import { waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** antd's dialogs and drop-downs as a test meets them in happy-dom. */

/**
 * The open dialog of that title. By its title's text, not its accessible name: in tests antd gives
 * every title the same id (test-id), so a dialog over the form's drawer would be named by the drawer's.
 */
export const dialogNamed = (title: string) =>
  waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-modal')].find((m) => m.querySelector('.ant-modal-title')?.textContent === title);
    expect(found, `a dialog 「${title}」`).toBeTruthy();
    return found!;
  });

/**
 * Whether the dialog is shut: gone, hidden, or leaving (antd's leave motion waits for an
 * animation's end, which happy-dom never reports, so a closing dialog stays in its leave state).
 */
export const isShut = (dialog: HTMLElement) =>
  !dialog.isConnected || /-leave\b/.test(dialog.className) || dialog.closest<HTMLElement>('.ant-modal-wrap')?.style.display === 'none';

/** Waits for the dialog to close. */
export const closed = (dialog: HTMLElement) => waitFor(() => expect(isShut(dialog)).toBe(true));

/** antd spaces two-character button texts (确 定). */
export const okIn = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /^确\s?定$/ });
export const cancelIn = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /^取\s?消$/ });

/** The drop-down list open now (one closing stays in its leave motion here, as dialogs do). */
export const openDropdown = () =>
  [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].find((d) => !/-leave\b/.test(d.className)) ?? null;

/** The options of the open drop-down, by text. */
export const dropdownOptions = (): string[] => [...(openDropdown()?.querySelectorAll('.ant-select-item-option') ?? [])].map((o) => o.textContent ?? '');

/**
 * Opens the select whose input has the id `id` and picks the option reading `text`. Looked up
 * afresh each time: a select is drawn by a stand-in until first opened (LazySelect).
 */
export async function pickOption(user: UserEvent, scope: HTMLElement, id: string, text: string): Promise<void> {
  await user.click(await waitFor(() => scope.querySelector<HTMLElement>(`#${id}`)!));
  const option = await waitFor(() => {
    const found = [...(openDropdown()?.querySelectorAll<HTMLElement>('.ant-select-item-option') ?? [])].find((o) => o.textContent === text);
    expect(found, `an option ${text}`).toBeTruthy();
    return found!;
  });
  await user.click(option);
}

/**
 * Points at the trigger of an overlay whose code loads when first reached (LazyTooltip,
 * LazyPopover, LazyDropdown) and waits until the real overlay has taken the stand-in's place, as a
 * person's pointer gives it time to; the trigger is then a new element, which this answers.
 * (Clicked at once, the press would land on the stand-in's element just replaced.)
 */
export async function pointAt(user: UserEvent, trigger: () => HTMLElement): Promise<HTMLElement> {
  const standIn = trigger();
  await user.hover(standIn);
  return waitFor(() => {
    expect(trigger()).not.toBe(standIn);
    return trigger();
  });
}
