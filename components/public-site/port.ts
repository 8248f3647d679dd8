/** What the public site offers the other areas' pages: its header and footer (the site accounts' pages wear them). */
export { SiteFooter } from './chrome/SiteFooter';
export { SiteHeader } from './chrome/SiteHeader';
