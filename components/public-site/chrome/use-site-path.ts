'use client';

import { useSelectedLayoutSegments } from 'next/navigation';

/**
 * The visitor's path below the site layout ('/about', '/article/abc'). Read from the route
 * segments, not the request, so the header can be part of pages rendered once and cached.
 */
export function useSitePath(): string {
  const segments = useSelectedLayoutSegments().filter((s) => !s.startsWith('('));
  return `/${segments.join('/')}`;
}
