import { Message, Progress, Space, Tabs, Tag } from '@arco-design/web-react';
import {
  AI_CAMERA_HOUR_RECORD_RESOURCE,
  AI_CAMERA_OUT_IN_RESOURCE,
  AI_CAMERA_PERSON_RECORD_RESOURCE,
  AI_CAMERA_RESOURCE,
  AI_CAMERA_STRANGER_RESOURCE,
  AI_SYNC,
  hasPermission,
} from '@site/shared-schema';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../api/resource-calls';
import { session } from '../../app/store/session';
import type { ListHandle } from '../../resource/ResourcePage';
import { ResourcePage } from '../../resource/ResourcePage';
import { RowButton } from '../../resource/RowButton';
import { syncCamera } from './ai-calls';

/** How often the camera list reads itself again, so a running sync's progress moves on screen. */
const REFRESH_MS = 10_000;

/**
 * ai-camera (seed 000 §2 /ai, cSiteAiCamera): the AI cameras (add, edit, delete, export) with the faces
 * sync of each (started here, carried out by the camera over the next rounds, its progress shown), and
 * the tabs of what they saw: people of the roster, strangers, passages per camera and hour, and per
 * person and day; each searched and exported.
 */
export default function AiCameraPage() {
  const { t } = useTranslation();
  const projectId = session.use((state) => state.projectItem?.projectId) ?? '';
  const canSync = session.use((state) =>
    hasPermission(state.resources, AI_CAMERA_RESOURCE.permission.update),
  );

  const columns = useMemo(
    () => ({
      syncStatus: {
        render: (value: unknown, row: Row) => {
          const status = Number(value);
          const done = Number(row.syncDone);
          const total = Number(row.syncTotal);
          return (
            <Space size="mini" data-testid={`ai-sync-${String(row.cameraId)}`}>
              <Tag
                color={status === AI_SYNC.done ? 'green' : status === AI_SYNC.running ? 'arcoblue' : 'gray'}
              >
                {t(`aiCamera.options.syncStatus.${status}`)}
              </Tag>
              {status === AI_SYNC.running ? (
                <Progress
                  size="small"
                  width={80}
                  percent={total > 0 ? Math.floor((done / total) * 100) : 0}
                />
              ) : null}
            </Space>
          );
        },
      },
    }),
    [t],
  );

  async function sync(camera: Row, list: ListHandle) {
    await syncCamera(projectId, String(camera.cameraId));
    Message.success(t('ai.sync.started', { name: String(camera.cameraName) }));
    await list.reload();
  }

  return (
    <Tabs defaultActiveTab="cameras" destroyOnHide data-testid="ai-camera-tabs">
      <Tabs.TabPane key="cameras" title={t('ai.tabs.cameras')}>
        <ResourcePage
          resource={AI_CAMERA_RESOURCE}
          columns={columns}
          refreshInterval={REFRESH_MS}
          rowActions={(camera, list) =>
            canSync ? (
              <RowButton
                disabled={camera.syncStatus === AI_SYNC.running}
                onClick={() => void sync(camera, list)}
                data-testid={`ai-sync-start-${String(camera.cameraId)}`}
              >
                {t('ai.sync.start')}
              </RowButton>
            ) : null
          }
        />
      </Tabs.TabPane>
      <Tabs.TabPane key="person" title={t('ai.tabs.person')}>
        <ResourcePage resource={AI_CAMERA_PERSON_RECORD_RESOURCE} />
      </Tabs.TabPane>
      <Tabs.TabPane key="stranger" title={t('ai.tabs.stranger')}>
        <ResourcePage resource={AI_CAMERA_STRANGER_RESOURCE} />
      </Tabs.TabPane>
      <Tabs.TabPane key="hour" title={t('ai.tabs.hour')}>
        <ResourcePage resource={AI_CAMERA_HOUR_RECORD_RESOURCE} />
      </Tabs.TabPane>
      <Tabs.TabPane key="outIn" title={t('ai.tabs.outIn')}>
        <ResourcePage resource={AI_CAMERA_OUT_IN_RESOURCE} />
      </Tabs.TabPane>
    </Tabs>
  );
}
