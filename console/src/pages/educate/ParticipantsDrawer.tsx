import { Button, Drawer, Message, Select, Space, Table, Tag } from '@arco-design/web-react';
import { PERSON_RESOURCE, type TrainParticipant } from '@site/shared-schema';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { resourceCalls } from '../../api/resource-calls';
import { listParticipants, saveParticipants } from './participant-calls';

/** People offered per search: the roster is long, so the server narrows it by the name typed. */
const LISTED = 50;

interface Props {
  projectId: string;
  training: { trainId: string; trainName: string };
  /** The participants changed: the list's count follows. */
  onSaved(): void;
  onClose(): void;
}

/**
 * The participants of a training: the people chosen from the roster, saved as a whole, each with whether
 * he checked in at the training on a training device.
 */
export function ParticipantsDrawer({ projectId, training, onSaved, onClose }: Props) {
  const { t } = useTranslation();
  const [personName, setPersonName] = useState('');
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);
  const calls = useMemo(() => resourceCalls(PERSON_RESOURCE, { projectId }), [projectId]);
  const { data: participants, mutate } = useSWR(['train-participants', projectId, training.trainId], () =>
    listParticipants(projectId, training.trainId),
  );
  const { data: found, isLoading } = useSWR(['train-people', projectId, personName], () =>
    calls.page(personName ? { personName } : {}, { pageNumber: 1, pageSize: LISTED }),
  );
  useEffect(() => {
    if (participants && chosen === null) setChosen(participants.map((person) => person.personId));
  }, [participants, chosen]);

  // The participants already saved stay choosable when the search leaves them out.
  const options = new Map<string, string>();
  for (const person of participants ?? []) options.set(person.personId, person.personName);
  for (const person of found?.records ?? []) options.set(String(person.personId), String(person.personName));

  const save = async () => {
    setSaving(true);
    try {
      await saveParticipants(projectId, training.trainId, chosen ?? []);
      Message.success(t('educate.participants.saved'));
      await mutate();
      onSaved();
    } catch {
      // The server's message is toasted; the choice stays to be corrected.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      visible
      width={640}
      title={t('educate.participants.title', { name: training.trainName })}
      onCancel={onClose}
      footer={null}
      data-testid="participants-drawer"
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Select
          mode="multiple"
          value={chosen ?? []}
          onChange={(value: string[]) => setChosen(value)}
          placeholder={t('educate.participants.pick')}
          loading={isLoading}
          showSearch
          filterOption={false}
          onSearch={setPersonName}
          data-testid="participants-picker"
        >
          {[...options].map(([personId, name]) => (
            <Select.Option key={personId} value={personId}>
              {name}
            </Select.Option>
          ))}
        </Select>
        <Button type="primary" loading={saving} onClick={save} data-testid="participants-save">
          {t('educate.participants.save')}
        </Button>
        <Table<TrainParticipant>
          rowKey="personId"
          size="small"
          data={participants ?? []}
          pagination={false}
          noDataElement={t('educate.participants.empty')}
          data-testid="participants-table"
          columns={[
            { title: t('educate.participants.personName'), dataIndex: 'personName' },
            { title: t('educate.participants.teamName'), dataIndex: 'teamName' },
            {
              title: t('educate.participants.checkIn'),
              dataIndex: 'checkTime',
              render: (checkTime: string) =>
                checkTime ? (
                  <Tag color="green" data-testid="participant-checked-in">
                    {t('educate.participants.checkedIn', { time: checkTime })}
                  </Tag>
                ) : (
                  <Tag data-testid="participant-not-checked-in">{t('educate.participants.notCheckedIn')}</Tag>
                ),
            },
          ]}
        />
      </Space>
    </Drawer>
  );
}
