/**
 * What sign-in security offers the rest of the backend: the steps after a password (and, for any
 * other way in such as single sign-on, the second factor alone), and the password policy.
 */
export { passwordSignInChallenge, secondFactorChallenge } from './sign-in-steps';
export { allowedPasswordHash, rememberPassword } from './password-history';
export { usersWithAuthenticator } from './authenticator';
