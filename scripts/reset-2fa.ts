/**
 * npm run reset-2fa -- <username>: clears the user's two-step verification (authenticator and
 * recovery codes) on the deployment the environment describes (DATA_DIR, DATABASE_URL, as for
 * the app), for the administrator who lost the only device no other administrator can reset.
 * With PGlite stop the app first (one process owns the data folder); with PostgreSQL it may run.
 */
import { resetTwoFactorInDeployment } from '@/lib/backend/maintenance/reset-two-factor';

const MESSAGES = {
  reset: (name: string) => `Two-step verification of ${name} cleared: the next sign-in needs the password only (or sets it up again when the security settings require it).`,
  none: (name: string) => `${name} has no two-step verification switched on; nothing changed.`,
  'unknown-user': (name: string) => `No user named ${name}.`,
} as const;

async function main(): Promise<void> {
  const username = process.argv[2];
  if (!username) {
    console.error('Usage: npm run reset-2fa -- <username>');
    process.exit(2);
  }
  const outcome = await resetTwoFactorInDeployment(username);
  console.log(MESSAGES[outcome](username));
  if (outcome === 'unknown-user') process.exit(1);
}

main().catch((error: unknown) => {
  console.error(`Reset failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
