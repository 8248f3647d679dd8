'use client';

import { SearchOutlined } from '@ant-design/icons';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { takeEarlySearch } from '@/lib/client/early-search-shortcut';
import { captureTypedAhead, type TypedAhead } from '@/lib/client/typed-ahead';
import { useOpenedOnce } from '@/lib/client/use-opened-once';
import styles from './global-search.module.css';

// The dialog loads when first opened, not with every page.
const GlobalSearchDialog = dynamic(() => import('./GlobalSearchDialog').then((m) => m.GlobalSearchDialog), { ssr: false });

/** Ctrl+K (⌘+K on a Mac): the shortcut the products people know use for searching everything. */
function isSearchShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

/** The top bar's search box: opens the search dialog on click and on Ctrl/⌘+K anywhere in the back office. */
export function GlobalSearch() {
  const t = useTranslations('shellNav');
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  // What is typed between the opening and the input's focus (the dialog's code may still be on its way).
  const typedAhead = useRef<TypedAhead | null>(null);
  const openSearch = useCallback(() => {
    typedAhead.current ??= captureTypedAhead();
    setOpen(true);
  }, []);
  const takeTyped = useCallback(() => {
    const typed = typedAhead.current?.take() ?? '';
    typedAhead.current = null;
    return typed;
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      openSearch();
    };
    window.addEventListener('keydown', onKey);
    // A press made before this was ready opens the dialog on the next frame (taken there, so an effect run twice still finds it).
    const early = requestAnimationFrame(() => {
      if (takeEarlySearch()) openSearch();
    });
    return () => {
      cancelAnimationFrame(early);
      window.removeEventListener('keydown', onKey);
    };
  }, [openSearch]);

  return (
    <>
      {/* Named by what is written on it (the shortcut included), so speech control finds it by that. */}
      <button type="button" className={styles.trigger} onClick={openSearch} title={t('globalSearchOpen')} aria-keyshortcuts="Control+K" data-testid="global-search">
        <SearchOutlined aria-hidden />
        <span className={styles.triggerText}>{t('globalSearch')}</span>
        <kbd className={styles.shortcut}>Ctrl K</kbd>
      </button>
      {opened ? <GlobalSearchDialog open={open} onClose={() => setOpen(false)} takeTyped={takeTyped} /> : null}
    </>
  );
}
