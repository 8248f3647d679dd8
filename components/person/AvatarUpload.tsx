'use client';

import { CameraOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Upload, type UploadProps } from 'antd';
import '@/components/providers/theme/antd-upload.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { isApiError } from '@/lib/client/api-error';
import { useSession } from '@/lib/client/session-state';
import { profileSchema } from '@/lib/contract/profile-schemas';
import { AVATAR_ACCEPT, isAvatarImage } from './avatar-types';
import { storedProfile, updateProfile, uploadAvatar } from './profile-calls';
import styles from './person.module.css';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

type UploadRequest = Parameters<NonNullable<UploadProps['customRequest']>>[0];

/** The user's avatar with a button that uploads a new image and stores it on the profile at once. */
export function AvatarUpload() {
  const t = useTranslations('person');
  const tProfile = useTranslations('profile');
  const tRoot = useTranslations();
  const { message } = useFeedback();
  const { user, reload } = useSession();
  const [busy, setBusy] = useState(false);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (isAvatarImage(file)) return true;
    void message.warning(tProfile('imageOnly'));
    return Upload.LIST_IGNORE;
  };

  const upload = async ({ file, onError, onSuccess }: UploadRequest) => {
    if (!(file instanceof File) || !user) return;
    setBusy(true);
    try {
      let url: string;
      try {
        ({ url } = await uploadAvatar(file));
      } catch (error) {
        const reason = isApiError(error) && error.kind !== 'aborted' ? error.message : '';
        void message.error(reason ? tProfile('uploadFailedReason', { name: file.name, reason }) : tProfile('uploadFailed', { name: file.name }));
        onError?.(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      const parsed = profileSchema.safeParse({ ...storedProfile(user), avatar: url });
      if (!parsed.success) {
        // The stored profile itself breaks a rule (an old phone number, say): it has to be fixed first.
        void message.error(tRoot(parsed.error.issues[0]?.message ?? 'api.badRequest'));
        onError?.(new Error('stored profile is not valid'));
        return;
      }
      try {
        await updateProfile(parsed.data);
      } catch (error) {
        // The client already showed the server's reason.
        onError?.(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      void message.success(tProfile('avatarSaved'));
      onSuccess?.({ url });
      await reload();
    } finally {
      setBusy(false);
    }
  };
  // The upload reports its own failures; the list only needs onError/onSuccess.
  const customRequest: UploadProps['customRequest'] = (request) => void upload(request);

  const avatar = user?.avatar || undefined;
  return (
    <div className={styles.avatarBlock}>
      <Avatar
        size={{ xs: 72, sm: 96, md: 96, lg: 96, xl: 96, xxl: 96 }}
        src={avatar}
        icon={avatar ? undefined : <UserOutlined />}
        className={avatar ? undefined : styles.avatar}
        alt={t('avatar')}
        data-testid="profile-avatar"
      />
      <Upload accept={AVATAR_ACCEPT} showUploadList={false} maxCount={1} beforeUpload={beforeUpload} customRequest={customRequest} disabled={busy}>
        <Button icon={<CameraOutlined />} loading={busy} data-testid="avatar-upload">
          {busy ? t('uploading') : t('changeAvatar')}
        </Button>
      </Upload>
    </div>
  );
}
