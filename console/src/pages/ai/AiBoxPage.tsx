import { Tabs } from '@arco-design/web-react';
import { AI_BOX_ALARM_RESOURCE, AI_BOX_RESOURCE, hasPermission } from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../api/resource-calls';
import { session } from '../../app/store/session';
import type { ListHandle } from '../../resource/ResourcePage';
import { ResourcePage } from '../../resource/ResourcePage';
import { RowButton } from '../../resource/RowButton';
import { BindCamerasDialog } from './BindCamerasDialog';
import { LiveDialog } from './LiveDialog';

/**
 * ai-box (seed 000 §2 /ai, cSiteAiBoxManager): the AI boxes (add, edit, delete, export) with the video
 * cameras each analyses, bound and unbound in a dialog; and the alarms they raised, each with the
 * snapshot the box saved, searched and exported, and what the alarm's camera shows now.
 */
export default function AiBoxPage() {
  const { t } = useTranslation();
  const projectId = session.use((state) => state.projectItem?.projectId) ?? '';
  const canBind = session.use((state) => hasPermission(state.resources, AI_BOX_RESOURCE.permission.update));
  const canWatch = session.use((state) => hasPermission(state.resources, 'cSiteMonitorDeviceManager'));
  const [opened, setOpened] = useState<{ box: Row; list: ListHandle } | null>(null);
  const [watched, setWatched] = useState<Row | null>(null);

  return (
    <Tabs defaultActiveTab="boxes" destroyOnHide data-testid="ai-box-tabs">
      <Tabs.TabPane key="boxes" title={t('ai.tabs.boxes')}>
        <ResourcePage
          resource={AI_BOX_RESOURCE}
          rowActions={(box, list) =>
            canBind ? (
              <RowButton
                onClick={() => setOpened({ box, list })}
                data-testid={`ai-bind-open-${String(box.boxId)}`}
              >
                {t('ai.bind.open')}
              </RowButton>
            ) : null
          }
        />
        {opened ? (
          <BindCamerasDialog
            projectId={projectId}
            box={{ boxId: String(opened.box.boxId), boxName: String(opened.box.boxName) }}
            onChanged={() => void opened.list.reload()}
            onClose={() => setOpened(null)}
          />
        ) : null}
      </Tabs.TabPane>
      <Tabs.TabPane key="alarms" title={t('ai.tabs.alarms')}>
        <ResourcePage
          resource={AI_BOX_ALARM_RESOURCE}
          rowActions={(alarm) =>
            canWatch && alarm.deviceId ? (
              <RowButton
                onClick={() => setWatched(alarm)}
                data-testid={`ai-live-open-${String(alarm.alarmId)}`}
              >
                {t('ai.live.open')}
              </RowButton>
            ) : null
          }
        />
        {watched ? (
          <LiveDialog
            projectId={projectId}
            camera={{ deviceId: String(watched.deviceId), deviceName: String(watched.deviceName) }}
            onClose={() => setWatched(null)}
          />
        ) : null}
      </Tabs.TabPane>
    </Tabs>
  );
}
