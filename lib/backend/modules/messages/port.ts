/**
 * What the message centre offers the other areas (docs/architecture.md, "Areas and their ports"):
 * sending a business message (approvals, lead assignment, registrations), the news categories the
 * news area files its items under, the publish and retract moves notices and news share, and a
 * copy's read state as its reader sees it (the bell's and the dashboard's counts).
 */
export { sendBusinessMessage, type MessageSender } from './reminders';
export { newsCategories, requireNewsCategory } from './categories';
export { idInput, statusTransitionRoute } from './status-transition';
export { copyReadStatus, type Reader } from './read-state';
