/**
 * Ctrl/⌘+K pressed before the page's script has loaded: a few lines in the page itself (run as
 * the HTML is read) keep the browser's own use of the keys away and remember the press, and the
 * search box opens its dialog once it is ready. Without them the press did nothing, or moved the
 * focus to the browser's address bar.
 */
const WANTED = '__fincrmSearchWanted';
const LISTENER = '__fincrmEarlySearchKeys';

type EarlyWindow = Window & { [WANTED]?: boolean; [LISTENER]?: (event: KeyboardEvent) => void };

/** The inline script: the same shortcut as the search box's (Ctrl or ⌘ with K, no Alt or Shift). */
export const EARLY_SEARCH_SCRIPT = `(function(){var w=window;function k(e){if((e.ctrlKey||e.metaKey)&&!e.altKey&&!e.shiftKey&&e.key&&e.key.toLowerCase()==='k'){e.preventDefault();w.${WANTED}=true;}}w.${LISTENER}=k;w.addEventListener('keydown',k);})();`;

/** Whether the shortcut was pressed before the search box was ready; the early listener steps aside either way. */
export function takeEarlySearch(): boolean {
  const w = window as EarlyWindow;
  const listener = w[LISTENER];
  if (listener) window.removeEventListener('keydown', listener);
  delete w[LISTENER];
  const wanted = w[WANTED] === true;
  delete w[WANTED];
  return wanted;
}
