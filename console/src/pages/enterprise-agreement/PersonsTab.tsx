import { Button, Input, Message, Modal, Popconfirm, Space, Tag } from '@arco-design/web-react';
import { AGREEMENT_API, type AgreementScopeQuery, type ZqxyPerson } from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ignoreNotified } from '../../api/envelope';
import { lockPersons, pullPersons, unlockPersons } from './agreement-calls';
import { SyncStatusTag } from './SyncStatusTag';
import { ZqxyList } from './ZqxyList';

interface Locking {
  person: ZqxyPerson;
  refresh: () => void;
}

/**
 * The people of the project on the agreement's platform. Their pull runs as a ZQXY_PERSON_PULL task (its
 * per-person results are in the task centre's detail); a person can be locked with a reason and unlocked.
 */
export function PersonsTab({ scope }: { scope: AgreementScopeQuery }) {
  const { t } = useTranslation();
  const [pulling, setPulling] = useState(false);
  const [locking, setLocking] = useState<Locking>();
  const [reason, setReason] = useState('');

  const pull = () => {
    setPulling(true);
    pullPersons(scope)
      .then((message) => Message.success(message), ignoreNotified)
      .finally(() => setPulling(false));
  };
  const lock = () => {
    if (!locking) return;
    if (!reason.trim()) {
      Message.warning(t('zqxy.lockReasonRequired'));
      return;
    }
    lockPersons(scope, [locking.person.sourceId], reason.trim()).then((message) => {
      Message.success(message);
      locking.refresh();
      setLocking(undefined);
    }, ignoreNotified);
  };
  const unlock = (person: ZqxyPerson, refresh: () => void) =>
    unlockPersons(scope, [person.sourceId]).then((message) => {
      Message.success(message);
      refresh();
    }, ignoreNotified);

  return (
    <>
      <ZqxyList<ZqxyPerson>
        name="person"
        path={AGREEMENT_API.personPage}
        scope={scope}
        rowKey="sourceId"
        columns={[
          { title: t('zqxy.fields.personName'), dataIndex: 'personName' },
          { title: t('zqxy.fields.idcardNumber'), dataIndex: 'idcardNumber' },
          { title: t('zqxy.fields.companyName'), dataIndex: 'companyName' },
          { title: t('zqxy.fields.teamName'), dataIndex: 'teamName' },
          { title: t('zqxy.fields.workerTypeName'), dataIndex: 'workerTypeName' },
          { title: t('zqxy.fields.platformCode'), dataIndex: 'platformCode' },
          {
            title: t('zqxy.fields.syncStatus'),
            render: (_value, row) => <SyncStatusTag status={row.syncStatus} message={row.resultMessage} />,
          },
          { title: t('zqxy.fields.resultMessage'), dataIndex: 'resultMessage' },
          {
            title: t('zqxy.fields.lockStatus'),
            render: (_value, row) =>
              row.lockStatus === 1 ? (
                <Tag color="orangered" title={row.lockReason}>
                  {t('zqxy.locked')}
                </Tag>
              ) : (
                t('zqxy.unlocked')
              ),
          },
        ]}
        toolbar={() => (
          <Button type="primary" loading={pulling} onClick={pull} data-testid="zqxy-person-pull">
            {t('zqxy.pullPerson')}
          </Button>
        )}
        actions={(row, refresh) =>
          row.lockStatus === 1 ? (
            <Popconfirm
              title={t('zqxy.unlockConfirm', { name: row.personName })}
              onOk={() => unlock(row, refresh)}
            >
              <Button type="text" size="mini">
                {t('zqxy.unlock')}
              </Button>
            </Popconfirm>
          ) : (
            <Space>
              <Button
                type="text"
                size="mini"
                status="warning"
                onClick={() => {
                  setReason('');
                  setLocking({ person: row, refresh });
                }}
              >
                {t('zqxy.lock')}
              </Button>
            </Space>
          )
        }
      />
      <Modal
        title={locking ? t('zqxy.lockTitle', { name: locking.person.personName }) : ''}
        visible={locking !== undefined}
        onOk={lock}
        onCancel={() => setLocking(undefined)}
        unmountOnExit
      >
        <Input.TextArea
          value={reason}
          onChange={setReason}
          maxLength={200}
          placeholder={t('zqxy.lockReason')}
          data-testid="zqxy-lock-reason"
        />
      </Modal>
    </>
  );
}
