'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

type IntentLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string };

/**
 * A link to a page of the product that fetches that page when the reader reaches for it (the pointer
 * on it, the keyboard's focus, a finger's touch), never because it scrolled into view. A page of the
 * back office shows dozens of links at once (the menu, a list's twenty records, the tabs); fetching
 * each page they might lead to made the server draw some fifty pages for every page a person opened,
 * and kept the browser busy with them just as the person started to work.
 */
export function IntentLink({ href, onPointerEnter, onFocus, onTouchStart, ...props }: IntentLinkProps) {
  const router = useRouter();
  // Only an address of the product is fetched ahead: an outside one is not the router's to load.
  const fetchAhead = () => {
    if (href.startsWith('/') && !href.startsWith('//')) router.prefetch(href);
  };
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onPointerEnter={(event) => {
        fetchAhead();
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        fetchAhead();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        fetchAhead();
        onTouchStart?.(event);
      }}
    />
  );
}
