import { Modal } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { ProfileForm } from './ProfileForm';

export function ProfileDialog({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('profile.edit')} visible={visible} onCancel={onClose} footer={null} unmountOnExit>
      <ProfileForm onSaved={onClose} />
    </Modal>
  );
}
