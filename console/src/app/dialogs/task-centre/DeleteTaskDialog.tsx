import { Message, Modal, Space } from '@arco-design/web-react';
import { IconExclamationCircleFill } from '@arco-design/web-react/icon';
import { MESSAGES, type Task } from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ignoreNotified } from '../../../api/envelope';
import { deleteTasks } from '../../../api/task';

/**
 * The confirmation of a task's deletion (seed 000 §5): while the call runs the confirm button says so; on
 * failure the server's message has been shown and the button reads 确定 again, the dialog staying open.
 */
export function DeleteTaskDialog({
  task,
  onClose,
  onDeleted,
}: {
  task?: Task;
  onClose(): void;
  onDeleted(): void;
}) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    if (!task) return;
    setPending(true);
    try {
      Message.success((await deleteTasks([task.taskId])) || MESSAGES.deleted);
      onDeleted();
    } catch (error) {
      ignoreNotified(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      title={t('task.deleteTitle')}
      visible={Boolean(task)}
      onOk={confirm}
      onCancel={onClose}
      okText={pending ? t('task.deleting') : t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={pending}
      okButtonProps={{ status: 'danger', ...({ 'data-testid': 'task-delete-confirm' } as object) }}
      unmountOnExit
    >
      <Space align="start">
        <IconExclamationCircleFill className="task-centre__warning" />
        <span data-testid="task-delete-message">{t('task.confirmDelete')}</span>
      </Space>
    </Modal>
  );
}
