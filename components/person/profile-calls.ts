import { call } from '@/lib/client/call';
import type { SessionUser } from '@/lib/client/session-types';
import { accountCalls } from '@/lib/contract/account-calls';
import { fileCalls } from '@/lib/contract/file-calls';
import { SEX_FEMALE, SEX_MALE, type ChangePasswordInput, type ProfileInput } from '@/lib/contract/profile-schemas';
import type { UploadedFile } from '@/lib/contract/uploaded-file';
import type { UserRecord } from '@/lib/contract/user-answers';

/** The profile as stored, in the shape the update call takes. */
export function storedProfile(user: SessionUser): { [K in keyof ProfileInput]: unknown } {
  return {
    realname: user.realname ?? '',
    phone: user.phone ?? '',
    email: user.email || null,
    sex: sexOf(user.sex),
    birthday: user.birthday || null,
    avatar: user.avatar || null,
  };
}

/**
 * Sex: 1 is male and anything else female; nothing stored means nothing chosen yet.
 * The contract carries the code as text ("1"), an upstream may send a number: both count.
 */
export function sexOf(value: number | string | null | undefined): typeof SEX_MALE | typeof SEX_FEMALE | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  return Number(value) === SEX_MALE ? SEX_MALE : SEX_FEMALE;
}

export function updateProfile(profile: ProfileInput): Promise<UserRecord> {
  return call(accountCalls.updateProfile, profile);
}

export function changePassword(input: ChangePasswordInput): Promise<null> {
  return call(accountCalls.changePassword, input);
}

/** Uploads an avatar image; the caller words the failure, naming the file. */
export async function uploadAvatar(file: File): Promise<UploadedFile> {
  const formData = new FormData();
  formData.append('file', file);
  formData.append('fileGroupKey', 'avatar');
  const answer: UploadedFile | null = await call(fileCalls.upload, formData, { silent: true });
  if (!answer || typeof answer.url !== 'string' || answer.url === '') throw new Error('upload answered without a url');
  return answer;
}
