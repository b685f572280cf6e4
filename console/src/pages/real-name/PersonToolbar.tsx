import { Button, Message } from '@arco-design/web-react';
import { MESSAGES, type PersonType } from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ignoreNotified } from '../../api/envelope';
import { confirm } from '../../app/dialogs/confirm';
import { localiseMessage } from '../../resource/problems';
import type { ListHandle } from '../../resource/ResourcePage';
import { AllotDialog } from './AllotDialog';
import type { AllotMode } from './allot';
import { HeadPhotoImportDialog } from './HeadPhotoImportDialog';
import { countPersons, deletePersonsOfType, setOnJobStatus } from './person-calls';

export interface PersonToolbarProps {
  list: ListHandle;
  personType: PersonType;
  /** The user may change people (cSitePersonManager's write actions). */
  canUpdate: boolean;
  canRemove: boolean;
}

/**
 * The person lists' own actions: batch allocation of a team or a work type (seed 000 §5: 请选择要操作的人员！
 * without a selection), on-job / off-job, removing everyone of the type, and the head-photo import.
 */
export function PersonToolbar({ list, personType, canUpdate, canRemove }: PersonToolbarProps) {
  const { t } = useTranslation();
  const [allot, setAllot] = useState<AllotMode>();
  const [importing, setImporting] = useState(false);
  const typeName = t(`realName.personTypes.${personType}`);

  /** Runs a batch action on the selection, or warns that nobody is selected. */
  const withSelection = (action: () => void) => () => {
    if (list.selectedIds.length) action();
    else Message.warning(localiseMessage(MESSAGES.selectPersons, t));
  };

  const changeOnJob = (onJobStatus: 0 | 1) =>
    withSelection(() =>
      confirm({
        title: t('resource.confirmTitle'),
        content: t(onJobStatus ? 'realName.confirmOnJob' : 'realName.confirmOffJob', {
          count: list.selectedIds.length,
        }),
        onOk: () =>
          setOnJobStatus(list.projectId, list.selectedIds, onJobStatus)
            .then((message) => {
              Message.success(message);
              return list.reload();
            })
            .catch(ignoreNotified),
      }),
    );

  const deleteAll = async () => {
    const count = await countPersons(list.projectId, personType).catch(ignoreNotified);
    if (count === undefined) return;
    if (!count) {
      Message.info(t('realName.nobodyToDelete', { type: typeName }));
      return;
    }
    confirm({
      title: t('resource.confirmTitle'),
      content: t('realName.confirmDeleteAll', { count, type: typeName }),
      okButtonProps: { status: 'danger' },
      onOk: () =>
        deletePersonsOfType(list.projectId, personType)
          .then((message) => {
            Message.success(message);
            return list.reload();
          })
          .catch(ignoreNotified),
    });
  };

  return (
    <>
      {canUpdate && (
        <>
          <Button onClick={withSelection(() => setAllot(1))} data-testid="allot-team">
            {t('realName.allotTeam')}
          </Button>
          <Button onClick={withSelection(() => setAllot(2))} data-testid="allot-work-type">
            {t(personType === 'MANAGER' ? 'realName.allotPost' : 'realName.allotWorkType')}
          </Button>
          <Button onClick={changeOnJob(1)} data-testid="person-on-job">
            {t('realName.setOnJob')}
          </Button>
          <Button onClick={changeOnJob(0)} data-testid="person-off-job">
            {t('realName.setOffJob')}
          </Button>
          <Button onClick={() => setImporting(true)} data-testid="person-head-import">
            {t('realName.headImport')}
          </Button>
        </>
      )}
      {canRemove && (
        <Button status="danger" onClick={deleteAll} data-testid="person-delete-all">
          {t('realName.deleteAll')}
        </Button>
      )}
      {allot && (
        <AllotDialog
          mode={allot}
          projectId={list.projectId}
          personType={personType}
          personIds={list.selectedIds}
          onClose={() => setAllot(undefined)}
          onDone={() => {
            setAllot(undefined);
            void list.reload();
          }}
        />
      )}
      {importing && <HeadPhotoImportDialog projectId={list.projectId} onClose={() => setImporting(false)} />}
    </>
  );
}
