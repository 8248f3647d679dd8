/** What the company directory sign-in offers the rest of the backend. */
export { accountNamed } from './accounts';
export { ldapSetting } from './setting';
export { directoryDecides, directorySignIn } from './sign-in';
