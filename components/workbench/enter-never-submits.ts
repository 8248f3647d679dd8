import type { KeyboardEvent } from 'react';

/**
 * For a long form's onKeyDown: Enter in one of its fields does not send the form. A browser sends a
 * form when Enter is pressed in a single-line input (a date picker's too, where Enter confirms the
 * date typed), which sends half a form; only the submit button sends it. Enter still confirms the
 * picker or the option it was meant for (their own handlers ran first), breaks a line in a text
 * area, presses a focused button, and finishes an input method's composition.
 */
export function enterNeverSubmits(event: KeyboardEvent<HTMLFormElement>): void {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  if (event.target instanceof HTMLInputElement) event.preventDefault();
}
