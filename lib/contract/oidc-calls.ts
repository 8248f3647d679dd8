import { declareCall, type In, type Out } from './call';
import type { noDataSchema } from './no-data';
import { oidcPaths as paths } from './oidc-paths';
import type { oidcLinkStateSchema, oidcLinkUserInputSchema, oidcSettingsAnswerSchema, oidcSettingsSchema, oidcTestAnswerSchema, oidcUnlinkUserInputSchema } from './oidc-sign-in';

/**
 * Company sign-in's calls made from the screens (./call.ts): the administrator's settings and their
 * test, and the links between accounts and provider identities (个人中心, 用户管理). The routes
 * answering them are declared from them (lib/backend/modules/oidc). The sign-in itself goes through
 * the gateway's own addresses (OIDC_START_PATH and the rest in ./oidc-sign-in.ts), not these.
 */
export const oidcCalls = {
  settings: declareCall<undefined, Out<typeof oidcSettingsAnswerSchema>>('GET', paths.settings),
  save: declareCall<In<typeof oidcSettingsSchema>, Out<typeof oidcSettingsAnswerSchema>>('POST', paths.save),
  test: declareCall<In<typeof oidcSettingsSchema>, Out<typeof oidcTestAnswerSchema>>('POST', paths.test),
  /** The caller's own link. */
  linkState: declareCall<undefined, Out<typeof oidcLinkStateSchema>>('GET', paths.linkState),
  unlink: declareCall<Record<string, never>, Out<typeof noDataSchema>>('POST', paths.unlink),
  /** A colleague's link, for an administrator. */
  linkUserState: declareCall<In<typeof oidcUnlinkUserInputSchema>, Out<typeof oidcLinkStateSchema>>('GET', paths.linkUserState),
  linkUser: declareCall<In<typeof oidcLinkUserInputSchema>, Out<typeof noDataSchema>>('POST', paths.linkUser),
  unlinkUser: declareCall<In<typeof oidcUnlinkUserInputSchema>, Out<typeof noDataSchema>>('POST', paths.unlinkUser),
};
