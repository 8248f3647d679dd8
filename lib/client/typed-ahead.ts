'use client';

/**
 * Keys typed while what will take them is still loading: the search dialog's code arrives a moment
 * after Ctrl+K, and a quick typist has pressed several letters by then. Capturing starts with the
 * opening; the input hands the letters to itself once it has focus, so nothing typed is lost.
 */
export interface TypedAhead {
  /** What was typed so far; capturing ends. */
  take(): string;
}

function isTextKey(event: KeyboardEvent): boolean {
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey && !event.isComposing;
}

export function captureTypedAhead(): TypedAhead {
  let typed = '';
  const onKey = (event: KeyboardEvent) => {
    // Keys an input already takes are its own; a read-only one (a select's stand-in) takes none.
    const target = event.target as HTMLElement | null;
    if (target && ((target instanceof HTMLInputElement && !target.readOnly) || target.tagName === 'TEXTAREA' || target.isContentEditable)) return;
    if (event.key === 'Backspace') typed = typed.slice(0, -1);
    else if (isTextKey(event)) typed += event.key;
  };
  window.addEventListener('keydown', onKey, true);
  return {
    take() {
      window.removeEventListener('keydown', onKey, true);
      const text = typed;
      typed = '';
      return text;
    },
  };
}

/** Types what was captured into the input that has the focus now, as if typed there (React hears it). */
export function typeIntoFocused(text: string): void {
  const input = document.activeElement;
  if (!text || !(input instanceof HTMLInputElement) || input.readOnly) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, input.value + text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
