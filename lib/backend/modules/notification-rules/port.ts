/**
 * What the notification rules offer the others: turning an in-app business message into the
 * notifications that leave the application, per recipient's preferences.
 */
export { dispatchNotice } from './dispatch';
