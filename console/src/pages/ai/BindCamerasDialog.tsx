import { Message, Modal, Table, Tag } from '@arco-design/web-react';
import type { AiBoxCamera } from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { bindCameras, listBoxCameras, unbindCameras } from './ai-calls';

interface Props {
  projectId: string;
  box: { boxId: string; boxName: string };
  onChanged(): void;
  onClose(): void;
}

/**
 * The cameras a box analyses, ticked among the project's video cameras; saving binds the newly ticked
 * and unbinds the unticked. A camera of another box shows it: ticking it moves it to this box.
 */
export function BindCamerasDialog({ projectId, box, onChanged, onClose }: Props) {
  const { t } = useTranslation();
  const [ticked, setTicked] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const boundOf = (cameras: AiBoxCamera[]) =>
    cameras.filter((camera) => camera.boxId === box.boxId).map((camera) => camera.deviceId);
  const { data: cameras = [], isLoading } = useSWR(
    ['ai-box-cameras', projectId, box.boxId],
    () => listBoxCameras(projectId, box.boxId),
    { onSuccess: (loaded) => setTicked(boundOf(loaded)), revalidateOnFocus: false },
  );
  const bound = boundOf(cameras);

  async function save() {
    const added = ticked.filter((id) => !bound.includes(id));
    const removed = bound.filter((id) => !ticked.includes(id));
    setSaving(true);
    try {
      if (added.length > 0) await bindCameras(projectId, box.boxId, added);
      if (removed.length > 0) await unbindCameras(projectId, box.boxId, removed);
      Message.success(t('ai.bind.saved'));
      onChanged();
      onClose();
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      visible
      title={t('ai.bind.title', { name: box.boxName })}
      onOk={save}
      onCancel={onClose}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'ai-bind-save' } as object}
      style={{ width: 640 }}
    >
      <Table<AiBoxCamera>
        rowKey="deviceId"
        loading={isLoading}
        data={cameras}
        pagination={false}
        data-testid="ai-bind-cameras"
        rowSelection={{
          type: 'checkbox',
          selectedRowKeys: ticked,
          onChange: (keys) => setTicked(keys.map(String)),
          checkboxProps: (camera) => ({ 'data-testid': `ai-bind-${camera.deviceId}` }) as object,
        }}
        columns={[
          { title: t('ai.bind.camera'), dataIndex: 'deviceName' },
          {
            title: t('ai.bind.status'),
            dataIndex: 'deviceStatus',
            render: (status: number) => (
              <Tag color={status === 1 ? 'green' : 'gray'}>{t(`aiBox.options.deviceStatus.${status}`)}</Tag>
            ),
          },
          {
            title: t('ai.bind.box'),
            dataIndex: 'boxName',
            render: (name: string, camera) =>
              camera.boxId && camera.boxId !== box.boxId ? t('ai.bind.elsewhere', { name }) : name,
          },
        ]}
      />
    </Modal>
  );
}
