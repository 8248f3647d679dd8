import { z } from 'zod';

/**
 * A secret in a settings form (a password, a client secret, a signing key): never answered back.
 * Left blank it keeps what is stored; the answer says which secrets are stored, and which could
 * not be opened (the deployment's key changed), so the form can ask for them again.
 */
export const secretInputSchema = z.string().max(4096).default('');

export const secretStateSchema = z.object({
  /** Secrets that are stored. */
  secrets_set: z.array(z.string()),
  /** Stored secrets that no longer open with this deployment's key: to be entered again. */
  secrets_unreadable: z.array(z.string()),
});
export type SecretState = z.infer<typeof secretStateSchema>;
