import { z } from 'zod';
import { type Envelope, fail, ok, ResultCode } from '@/lib/contract/envelope';
import { handedTokenPaths } from '@/lib/contract/handed-token-paths';
import { issueToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { handedTokenCall } from './handed-token-call';
import { isStationApp } from './settings/port';

const targetApp = { targetAppKey: z.string().trim().min(1).max(64) };

/** Answers the call for an application of the station only; anything else is refused in so many words. */
async function forStationApp(db: Db, appKey: string, answer: () => Promise<Envelope>): Promise<Envelope> {
  return (await isStationApp(db, appKey)) ? answer() : fail(ResultCode.forbidden, 'auth.targetAppUnavailable');
}

/**
 * The BPM app key for a target app key (docs/architecture.md, "The embedded backend"). The approval engine is built in and serves
 * every application of the station, each under its own app key: the BPM app key of an application
 * is that key, once it is known to be one of the station's.
 */
const replaceBpmAppKey = handedTokenCall({
  path: handedTokenPaths.replaceBpmAppKey,
  summary: 'The BPM app key to use for a target application (form: token, targetAppKey): the built-in approval engine serves each application of the station under its own key; 401 for a dead token, 403 when targetAppKey is not the station\'s own application or an enabled bound one',
  input: targetApp,
  output: z.object({ bpm_app_key: z.string() }),
  async answer(_caller, input, { db }) {
    return forStationApp(db, input.targetAppKey, async () => ok({ bpm_app_key: input.targetAppKey }));
  },
});

/**
 * A token for a target app key: a fresh token of the same user, carrying the
 * target application's key, beside the handed-in one (which goes on working for its own application).
 */
const replaceToken = handedTokenCall({
  path: handedTokenPaths.replaceToken,
  summary: 'A fresh token of the token\'s user for a target application (form: token, targetAppKey); answers token and target_key; 401 for a dead token, 403 when targetAppKey is not the station\'s own application or an enabled bound one',
  input: targetApp,
  output: z.object({ token: z.string(), target_key: z.string() }),
  async answer(caller, input, { db }) {
    return forStationApp(db, input.targetAppKey, async () => ok({ token: await issueToken(db, caller.userKey, input.targetAppKey), target_key: caller.userKey }));
  },
});

export const targetAppTokenRoutes = [replaceBpmAppKey, replaceToken];
