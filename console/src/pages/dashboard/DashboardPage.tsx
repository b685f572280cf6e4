import { Button, Card } from '@arco-design/web-react';
import { IconLocation } from '@arco-design/web-react/icon';
import { type DeviceKindCount, LIVE_POLL_MS } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import {
  queryAttendanceSummary,
  queryLatestRecords,
  queryPersonCount,
  queryProjectDataCount,
  queryProjectDeviceData,
} from '../../api/dashboard';
import { type PlainColumn, PlainTable } from '../../app/PlainTable';
import { useRealtimeChannel } from '../../app/realtime';
import { session } from '../../app/store/session';
import { holdsCode } from '../../app/store/session-rules';
import { dashboardFigures } from './dashboard-figures';
import { LatestRecords } from './LatestRecords';
import './dashboard.css';

/** How many of the latest entry/exit records the dashboard lists. */
export const LATEST_RECORDS = 10;

const live = { refreshInterval: LIVE_POLL_MS };

/** /index/dashboard (cMainPage): the current project's figures and its latest entries and exits. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const projectId = session.use((state) => state.projectItem?.projectId) ?? '';
  const mayReadRecords = session.use((state) =>
    holdsCode(state.resources, state.userInfo, 'cSiteVerifyPersonRecordManager'),
  );
  const key = (name: string) => (projectId ? [name, projectId] : null);
  const counts = useSWR(key('project-data-count'), () => queryProjectDataCount(projectId), live);
  const devices = useSWR(key('project-device-data'), () => queryProjectDeviceData(projectId), live);
  const inside = useSWR(key('person-count'), () => queryPersonCount(projectId), live);
  const attendance = useSWR(key('attendance-summary'), () => queryAttendanceSummary(projectId), live);
  const records = useSWR(
    mayReadRecords ? key('latest-records') : null,
    () => queryLatestRecords(projectId, LATEST_RECORDS),
    live,
  );

  // A face device's time log means someone came or went: read the people figures again.
  useRealtimeChannel(projectId ? { kind: 'project', topic: 'timeLog', projectId } : null, () => {
    void inside.mutate();
    void attendance.mutate();
    void records.mutate();
  });

  const figures = dashboardFigures({
    counts: counts.data,
    inside: inside.data,
    attendance: attendance.data,
    devices: devices.data,
  });
  const deviceColumns: PlainColumn<DeviceKindCount>[] = [
    {
      key: 'deviceTypeName',
      title: t('dashboard.deviceType'),
      render: (row) => t(`deviceKind.${row.deviceType}`, { defaultValue: row.deviceTypeName }),
    },
    {
      key: 'deviceCount',
      title: t('dashboard.deviceCount'),
      align: 'right',
      render: (row) => row.deviceCount,
    },
    {
      key: 'onlineCount',
      title: t('dashboard.onlineCount'),
      align: 'right',
      render: (row) => row.onlineCount ?? '-',
    },
  ];

  return (
    <div className="dashboard" data-testid="dashboard-page">
      <div className="dashboard__tools">
        <Button icon={<IconLocation />} data-testid="dashboard-open-map" onClick={() => navigate('/map')}>
          {t('dashboard.openMap')}
        </Button>
      </div>
      <div className="dashboard__figures">
        {figures.map((figure) => (
          <Card key={figure.key} className="dashboard__figure" data-testid={`dashboard-figure-${figure.key}`}>
            <div className="dashboard__figure-title">{t(figure.titleKey)}</div>
            <div className="dashboard__figure-value" data-testid={`dashboard-figure-${figure.key}-value`}>
              {figure.value}
            </div>
            <div className="dashboard__figure-detail">
              {figure.detail ? t(figure.detail.key, figure.detail.values) : '\u00a0'}
            </div>
          </Card>
        ))}
      </div>
      <div className={`dashboard__lists${mayReadRecords ? ' dashboard__lists--records' : ''}`}>
        <Card title={t('dashboard.deviceKinds')} data-testid="dashboard-devices">
          <PlainTable
            rowKey={(row) => String(row.deviceType)}
            loading={devices.isLoading}
            columns={deviceColumns}
            data={devices.data ?? []}
          />
        </Card>
        {mayReadRecords && (
          <LatestRecords records={records.data?.records ?? []} loading={records.isLoading} />
        )}
      </div>
    </div>
  );
}
