import { Button } from '@arco-design/web-react';
import { CLOUD_ATTENDANCE_RESOURCE } from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../resource/permissions';
import { type ListHandle, ResourcePage } from '../../resource/ResourcePage';
import { CloudAttendanceAddDialog } from './CloudAttendanceAddDialog';

/**
 * cloud-attendance-person (seed 000 §2): people of the roster allowed to clock in with the phone app.
 * They are added by picking them from the roster (the block's form has nothing to fill) and removed again.
 */
export default function CloudAttendancePage() {
  const { t } = useTranslation();
  const canAdd = usePermission(CLOUD_ATTENDANCE_RESOURCE.permission.add);
  const [adding, setAdding] = useState<ListHandle>();
  return (
    <>
      <ResourcePage
        resource={CLOUD_ATTENDANCE_RESOURCE}
        without={['add']}
        toolbar={(list) =>
          canAdd && (
            <Button type="primary" onClick={() => setAdding(list)} data-testid="cloud-add">
              {t('realName.addPeople')}
            </Button>
          )
        }
      />
      {adding && (
        <CloudAttendanceAddDialog
          projectId={adding.projectId}
          onClose={() => setAdding(undefined)}
          onDone={() => {
            setAdding(undefined);
            void adding.reload();
          }}
        />
      )}
    </>
  );
}
