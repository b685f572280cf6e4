import { Drawer, Tabs } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { AreaDevicesTable } from './AreaDevicesTable';
import { AreaObjectsForm } from './AreaObjectsForm';
import { type AreaScope, listAreaDevices, queryAreaObjects } from './area-calls';

/** One area: what belongs to it (editable) and its face devices with their state. */
export function AreaDrawer({
  scope,
  areaName,
  onChanged,
  onClose,
}: {
  scope: AreaScope;
  areaName: string;
  /** The area list's counts changed. */
  onChanged(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const objects = useSWR(['area-objects', scope], () => queryAreaObjects(scope));
  const devices = useSWR(['area-devices', scope], () => listAreaDevices(scope));
  return (
    <Drawer
      visible
      width={720}
      title={t('districtPage.title', { name: areaName })}
      onCancel={onClose}
      footer={null}
      data-testid="area-drawer"
    >
      <Tabs defaultActiveTab="objects">
        <Tabs.TabPane key="objects" title={t('districtPage.objects')}>
          <AreaObjectsForm
            scope={scope}
            objects={objects.data}
            loading={objects.isLoading}
            onSaved={(saved) => {
              void objects.mutate(saved, { revalidate: false });
              void devices.mutate();
              onChanged();
            }}
          />
        </Tabs.TabPane>
        <Tabs.TabPane key="devices" title={t('districtPage.faceDevices')}>
          <AreaDevicesTable devices={devices.data ?? []} loading={devices.isLoading} />
        </Tabs.TabPane>
      </Tabs>
    </Drawer>
  );
}
