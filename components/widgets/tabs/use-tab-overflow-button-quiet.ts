'use client';

import { useCallback } from 'react';

const MORE_BUTTON = '[role="tablist"] .ant-tabs-nav-more';

function quiet(root: HTMLElement): void {
  for (const button of root.querySelectorAll<HTMLElement>(MORE_BUTTON)) {
    if (button.getAttribute('aria-hidden') === 'true') continue;
    button.setAttribute('aria-hidden', 'true');
    button.tabIndex = -1;
  }
}

/**
 * antd's tab bar puts its button for the tabs that do not fit inside the tab list, where only tabs
 * may be. The button stays for the mouse; assistive technology and the Tab key pass it by, as the
 * arrow keys already reach every tab (the list scrolls to the one focused).
 * Returns a ref for an element around the tabs.
 */
export function useTabOverflowButtonQuiet<T extends HTMLElement>(): (root: T | null) => (() => void) | undefined {
  return useCallback((root: T | null) => {
    if (!root) return undefined;
    quiet(root);
    const watcher = new MutationObserver(() => quiet(root));
    watcher.observe(root, { childList: true, subtree: true });
    return () => watcher.disconnect();
  }, []);
}
