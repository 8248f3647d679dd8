/** What the customer area offers the other areas: the public pool's rules as stored (the reminders read when customers return). */
export { poolSetting } from './pool-setting';
