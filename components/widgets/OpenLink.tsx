'use client';

import type { ReactNode } from 'react';
import styles from './open-link.module.css';

interface OpenLinkProps {
  onOpen: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * A link that opens something on the page (a dialog, a drawer) rather than another address: a
 * plain anchor, reached by the keyboard like any link, without antd's Typography and its copy and
 * ellipsis code on a list's first load.
 */
export function OpenLink({ onOpen, className, children }: OpenLinkProps) {
  return (
    <a
      href="#"
      className={className ? `${styles.link} ${className}` : styles.link}
      onClick={(event) => {
        event.preventDefault();
        onOpen();
      }}
    >
      {children}
    </a>
  );
}
