import { AREA_RESOURCE } from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../../api/resource-calls';
import type { ListHandle } from '../../../resource/ResourcePage';
import { ResourcePage } from '../../../resource/ResourcePage';
import { RowButton } from '../../../resource/RowButton';
import { AreaDrawer } from './AreaDrawer';

interface Opened {
  areaId: string;
  areaName: string;
  list: ListHandle;
}

/**
 * district-management (seed 000 §2): the site's areas with their teams, people and devices counted; per
 * area, the teams and face devices that belong to it (siteAreaObject) and the devices' state
 * (siteVerifyDevice/queryByArea).
 */
export default function DistrictManagementPage() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<Opened>();
  const rowActions = (row: Row, list: ListHandle) => (
    <RowButton
      onClick={() => setOpened({ areaId: String(row.areaId), areaName: String(row.areaName), list })}
      data-testid={`area-open-${row.areaId}`}
    >
      {t('districtPage.objects')}
    </RowButton>
  );
  return (
    <>
      <ResourcePage resource={AREA_RESOURCE} rowActions={rowActions} />
      {opened && (
        <AreaDrawer
          scope={{ projectId: opened.list.projectId, areaId: opened.areaId }}
          areaName={opened.areaName}
          onChanged={() => void opened.list.reload()}
          onClose={() => setOpened(undefined)}
        />
      )}
    </>
  );
}
