/** What two-step verification offers the other screens: the personal centre's card, and the parts the sign-in's steps reuse. */
export { TwoFactorCard } from './TwoFactorCard';
export { SetupPanel } from './SetupPanel';
export { RecoveryCodes } from './RecoveryCodes';
export { CodeField } from './CodeField';
