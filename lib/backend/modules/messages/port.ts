/**
 * What the message centre offers the other areas (docs/architecture.md, "Areas and their ports"):
 * sending a business message (approvals, lead assignment, registrations), the news categories the
 * news area files its items under, and the publish and retract moves notices and news share.
 */
export { sendBusinessMessage, type MessageSender } from './reminders';
export { newsCategories, requireNewsCategory } from './categories';
export { idInput, statusTransitionRoute } from './status-transition';
