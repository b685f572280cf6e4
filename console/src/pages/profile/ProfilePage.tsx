import { Card, Descriptions } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { ProfileForm } from '../../app/dialogs/ProfileForm';
import { session } from '../../app/store/session';

/** /profile/index: the account facts and the same profile form as the dialog. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const userInfo = session.use((state) => state.userInfo);
  return (
    <div className="profile-page" data-testid="profile-page">
      <Card title={t('profile.title')}>
        <Descriptions
          column={1}
          data={[
            { label: t('profile.loginName'), value: userInfo?.loginName },
            { label: t('profile.phone'), value: userInfo?.phoneNumber },
            {
              label: t('profile.roles'),
              value: userInfo?.roles?.map((role) => role.roleName).join(t('common.listSeparator')),
            },
          ]}
        />
      </Card>
      <Card title={t('profile.edit')}>
        <ProfileForm />
      </Card>
    </div>
  );
}
