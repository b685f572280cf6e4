import { Modal } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { TaskCentre } from './TaskCentre';

/** The task centre: a dialog of 70% width (seed 000 §2). */
export function TaskCentreDialog({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('task.title')}
      visible={visible}
      onCancel={onClose}
      maskClosable
      footer={null}
      unmountOnExit
      style={{ width: '70%' }}
    >
      <TaskCentre />
    </Modal>
  );
}
