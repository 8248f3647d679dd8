/** What sign-in security offers the rest of the backend: the steps after a password, and the password policy. */
export { passwordSignInChallenge, secondFactorChallenge, type PendingSignIn } from './sign-in-steps';
export { allowedPasswordHash, assertPasswordAllowed, rememberPassword } from './password-history';
