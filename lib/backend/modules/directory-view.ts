import type { DirectoryEntry, DirectoryScope } from '@/lib/contract/directory';
import type { AuthContext } from '../auth/context';

/**
 * Whether the caller gets colleagues as directory entries rather than full user records. Staff in
 * the company directory see people outside their departments, whose details are none of their
 * business; a partner account is another company's, whatever department an administrator placed
 * it in. Administrators, and staff listing their own departments, get the full records.
 */
export function seesDirectoryOnly(auth: AuthContext, scope: DirectoryScope): boolean {
  if (auth.isAdmin) return false;
  return scope === 'company' || auth.isPartner;
}

/** A user record cut down to what a picker shows (the fields are picked, so none is added unseen). */
export function directoryEntryOf(user: DirectoryEntry): DirectoryEntry {
  return {
    user_key: user.user_key,
    realname: user.realname,
    avatar: user.avatar,
    belong_departs: user.belong_departs,
    org_code_txt: user.org_code_txt,
    position_names: user.position_names,
  };
}
