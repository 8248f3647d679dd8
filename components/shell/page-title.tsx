'use client';

import { usePathname } from 'next/navigation';
import { createContext, useContext, useEffect, useState } from 'react';

/** Gives the page at `path` a title of its own for its tab (a literal, not a message key). */
export type PageNamer = (path: string, title: string) => void;

const PageTitleContext = createContext<PageNamer>(() => undefined);

export const PageTitleProvider = PageTitleContext.Provider;

/**
 * Names the tab of the page by what it shows (a record's name) rather than by its menu's title,
 * which every record of a kind shares. The path is the one the page opened at: a page kept alive
 * behind another tab must not rename that tab.
 */
export function usePageTitle(title: string | null | undefined): void {
  const name = useContext(PageTitleContext);
  const [path] = useState(usePathname());
  useEffect(() => {
    if (title) name(path, title);
  }, [name, path, title]);
}
