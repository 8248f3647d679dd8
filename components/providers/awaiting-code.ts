/**
 * The attribute the server puts on <html> of the sign-in pages and the back office, taken away once
 * the page's code runs: until then its controls take no taps (global.css). The public site's pages
 * have a document of their own without it, so a stylesheet shared with them changes nothing there.
 * A plain module, not the client component's: a server component that imports a value from a
 * 'use client' module gets a reference to it, not the value.
 */
export const AWAITING_CODE_ATTRIBUTE = 'data-awaiting-code';
