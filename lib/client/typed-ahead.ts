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
    // Keys an input already takes are its own.
    const target = event.target as HTMLElement | null;
    if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable)) return;
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
