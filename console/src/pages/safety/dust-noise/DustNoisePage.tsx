import { Card, Tabs } from '@arco-design/web-react';
import { YCJZ_DEVICE_RESOURCE } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';
import { session } from '../../../app/store/session';
import { ResourcePage } from '../../../resource/ResourcePage';
import { CurvePanel } from './CurvePanel';
import { LiveReadings } from './LiveReadings';
import { StatisticPanel } from './StatisticPanel';

/**
 * /safety-construction/dust-noise (cSiteYcjzManager): the monitors' live readings against the project's
 * warning thresholds, the monitors themselves, their curves and trends, and the daily statistic list.
 */
export default function DustNoisePage() {
  const { t } = useTranslation();
  const projectId = session.use((state) => state.projectItem?.projectId);
  if (!projectId) return null;
  return (
    <Card data-testid="dust-noise-page">
      <Tabs defaultActiveTab="live" lazyload destroyOnHide>
        <Tabs.TabPane key="live" title={t('dustNoise.tabs.live')}>
          <LiveReadings projectId={projectId} />
        </Tabs.TabPane>
        <Tabs.TabPane key="devices" title={t('dustNoise.tabs.devices')}>
          <ResourcePage resource={YCJZ_DEVICE_RESOURCE} />
        </Tabs.TabPane>
        <Tabs.TabPane key="curve" title={t('dustNoise.tabs.curve')}>
          <CurvePanel projectId={projectId} />
        </Tabs.TabPane>
        <Tabs.TabPane key="statistic" title={t('dustNoise.tabs.statistic')}>
          <StatisticPanel projectId={projectId} />
        </Tabs.TabPane>
      </Tabs>
    </Card>
  );
}
