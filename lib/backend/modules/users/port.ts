// What the users area offers the others: a one-time sign-in code for a user (company sign-in hands it to the gateway).
export { issueLoginCode } from './login-codes';
