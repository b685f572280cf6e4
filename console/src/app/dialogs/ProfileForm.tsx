import { Avatar, Button, Form, Input, Message, Upload } from '@arco-design/web-react';
import { IconUpload } from '@arco-design/web-react/icon';
import type { UploadAnswer } from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_FILE_TYPE, uploadFile } from '../../api/file';
import { queryCurrentUser, updateProfile } from '../../api/user';
import { showRefusal } from '../../resource/refusal';
import { filledText } from '../filled-text';
import { session, storeUserInfo } from '../store/session';

const PROFILE_FIELDS = ['tenementUserName', 'email'];

interface ProfileValues {
  tenementUserName: string;
  email?: string;
}

/**
 * The profile edit form (seed 000 §5, §7): user name required, e-mail and avatar optional; the role ids
 * go back unchanged; after saving, the user info is reloaded.
 */
export function ProfileForm({ onSaved }: { onSaved?: () => void }) {
  const { t } = useTranslation();
  const userInfo = session.use((state) => state.userInfo);
  const [form] = Form.useForm<ProfileValues>();
  const [avatar, setAvatar] = useState<UploadAnswer>();
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);

  if (!userInfo) return null;

  const save = async (values: ProfileValues) => {
    setSaving(true);
    try {
      const message = await updateProfile({
        tenementUserId: userInfo.tenementUserId,
        tenementUserName: values.tenementUserName.trim(),
        email: values.email?.trim() ?? '',
        roleIdList: (userInfo.roles ?? []).map((role) => role.roleId),
        ...(avatar && {
          tenementUserAvatarAttachId: avatar.attachId,
          tenementUserAvatarPath: avatar.filePath,
        }),
      });
      Message.success(message);
      storeUserInfo(await queryCurrentUser());
      onSaved?.();
    } catch (error) {
      showRefusal(error, form, PROFILE_FIELDS);
    } finally {
      setSaving(false);
    }
  };

  const avatarUrl = avatar?.fileUrl ?? userInfo.tenementUserAvatarUrl;
  return (
    <Form
      form={form}
      id="profile-form"
      data-testid="profile-form"
      layout="vertical"
      initialValues={{ tenementUserName: userInfo.tenementUserName, email: userInfo.email }}
      onSubmit={save}
    >
      <Form.Item label={t('profile.avatar')}>
        <div className="profile-avatar">
          <Avatar size={64}>
            {avatarUrl ? <img src={avatarUrl} alt="" /> : userInfo.tenementUserName.slice(0, 1)}
          </Avatar>
          <Upload
            accept="image/*"
            showUploadList={false}
            customRequest={({ file, onProgress, onSuccess, onError }) => {
              setUploading(true);
              uploadFile(file, AVATAR_FILE_TYPE, (percent) => onProgress(percent))
                .then((answer) => {
                  setAvatar(answer);
                  onSuccess(answer);
                })
                .catch((error: unknown) => onError(error as object))
                .finally(() => setUploading(false));
            }}
          >
            <Button icon={<IconUpload />} loading={uploading} data-testid="profile-avatar-upload">
              {t('profile.uploadAvatar')}
            </Button>
          </Upload>
        </div>
      </Form.Item>
      <Form.Item
        label={t('profile.userName')}
        field="tenementUserName"
        required
        rules={[filledText(t('profile.userNamePlaceholder'))]}
      >
        <Input placeholder={t('profile.userNamePlaceholder')} data-testid="profile-user-name" />
      </Form.Item>
      <Form.Item label={t('profile.email')} field="email">
        <Input placeholder={t('profile.emailPlaceholder')} data-testid="profile-email" />
      </Form.Item>
      <div className="dialog-actions">
        <Button type="primary" htmlType="submit" loading={saving} data-testid="profile-submit">
          {t('common.confirm')}
        </Button>
      </div>
    </Form>
  );
}
