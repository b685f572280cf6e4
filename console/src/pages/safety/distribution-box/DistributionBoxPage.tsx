import { Card, Space, Tabs } from '@arco-design/web-react';
import { AEP_DEVICE_RESOURCE, AEP_REALTIME_LOG_RESOURCE, type AepDeviceRow } from '@site/shared-schema';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../../api/resource-calls';
import { session } from '../../../app/store/session';
import { ResourcePage } from '../../../resource/ResourcePage';
import { RowButton } from '../../../resource/RowButton';
import { BoxDrawer } from './BoxDrawer';
import { ElectricityPanel } from './ElectricityPanel';
import { OnlineTag } from './OnlineTag';
import { ParamDialog } from './ParamDialog';
import { WarnTag } from './WarnTag';

const asBox = (row: Row) => row as unknown as AepDeviceRow;

/**
 * /safety-construction/distribution-box (cSiteAepDeviceManager): the project's distribution boxes on the
 * resource block with their live state, each box's detail with its readings live from the realtime
 * channel and its limits sent to the box, the realtime log list with its export, and the electricity by
 * day and by month.
 */
export default function DistributionBoxPage() {
  const { t } = useTranslation();
  const projectId = session.use((state) => state.projectItem?.projectId);
  const [detail, setDetail] = useState<AepDeviceRow>();
  const [editing, setEditing] = useState<AepDeviceRow>();
  const deviceColumns = useMemo(
    () => ({ deviceStatus: { render: (_value: unknown, row: Row) => <OnlineTag row={asBox(row)} /> } }),
    [],
  );
  const logColumns = useMemo(
    () => ({ warnType: { render: (value: unknown) => <WarnTag warnType={String(value)} /> } }),
    [],
  );
  if (!projectId) return null;
  return (
    <Card data-testid="distribution-box-page">
      <Tabs defaultActiveTab="devices" lazyload destroyOnHide>
        <Tabs.TabPane key="devices" title={t('distributionBox.tabs.devices')}>
          <ResourcePage
            resource={AEP_DEVICE_RESOURCE}
            columns={deviceColumns}
            rowActions={(row) => (
              <Space size={4}>
                <RowButton
                  onClick={() => setDetail(asBox(row))}
                  data-testid={`aep-detail-${asBox(row).deviceId}`}
                >
                  {t('distributionBox.actions.detail')}
                </RowButton>
                <RowButton
                  onClick={() => setEditing(asBox(row))}
                  data-testid={`aep-param-open-${asBox(row).deviceId}`}
                >
                  {t('distributionBox.actions.param')}
                </RowButton>
              </Space>
            )}
          />
        </Tabs.TabPane>
        <Tabs.TabPane key="logs" title={t('distributionBox.tabs.logs')}>
          <ResourcePage resource={AEP_REALTIME_LOG_RESOURCE} columns={logColumns} />
        </Tabs.TabPane>
        <Tabs.TabPane key="electricity" title={t('distributionBox.tabs.electricity')}>
          <ElectricityPanel projectId={projectId} />
        </Tabs.TabPane>
      </Tabs>
      {detail && <BoxDrawer projectId={projectId} device={detail} onClose={() => setDetail(undefined)} />}
      {editing && (
        <ParamDialog projectId={projectId} device={editing} onClose={() => setEditing(undefined)} />
      )}
    </Card>
  );
}
