import { Button, Input, Message, Modal, Select, Space, Table, Typography } from '@arco-design/web-react';
import { PERSON_RESOURCE, PERSON_TYPES, type PersonType } from '@site/shared-schema';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ignoreNotified } from '../../api/envelope';
import { type Row, resourceCalls } from '../../api/resource-calls';
import { usePaging } from '../../app/use-paging';
import { labelsOf } from '../../resource/fields';
import { addCloudAttendance } from './person-calls';

const COLUMNS = ['personName', 'idcardNumber', 'companyName', 'teamName'] as const;
const LABEL_OF_COLUMN = {
  personName: 'personName',
  idcardNumber: 'idcardNumber',
  companyName: 'companyId',
  teamName: 'teamId',
};

/**
 * Picks people of the roster for cloud attendance: a type and a name narrow the list, ticks are kept
 * across pages, and the chosen ones are enabled at once.
 */
export function CloudAttendanceAddDialog({
  projectId,
  onClose,
  onDone,
}: {
  projectId: string;
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const labelOf = labelsOf(PERSON_RESOURCE, t);
  const [personType, setPersonType] = useState<PersonType>('WORKER');
  const [typed, setTyped] = useState('');
  const [personName, setPersonName] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const { page, searches, newSearch, pagination } = usePaging();
  const calls = useMemo(
    () => resourceCalls(PERSON_RESOURCE, { projectId, fixed: { personType } }),
    [projectId, personType],
  );
  const filters = personName ? { personName } : {};
  const { data, isLoading } = useSWR(['cloud-roster', projectId, personType, filters, page, searches], () =>
    calls.page(filters, page),
  );

  const submit = async () => {
    if (!picked.length) {
      Message.warning(t('resource.rules.selectPersons'));
      return;
    }
    setSaving(true);
    try {
      Message.success(await addCloudAttendance(projectId, picked));
      onDone();
    } catch (error) {
      ignoreNotified(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      visible
      title={t('realName.addCloudTitle')}
      onCancel={onClose}
      style={{ width: 860 }}
      data-testid="cloud-add-dialog"
      footer={
        <>
          <Typography.Text type="secondary" style={{ marginRight: 16 }}>
            {t('realName.pickedCount', { count: picked.length })}
          </Typography.Text>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={submit} data-testid="cloud-add-submit">
            {t('common.confirm')}
          </Button>
        </>
      }
    >
      <Space style={{ marginBottom: 12 }}>
        <Select
          value={personType}
          onChange={(type: PersonType) => {
            setPersonType(type);
            newSearch();
          }}
          style={{ width: 160 }}
        >
          {PERSON_TYPES.map((type) => (
            <Select.Option key={type} value={type}>
              {t(`realName.personTypes.${type}`)}
            </Select.Option>
          ))}
        </Select>
        <Input.Search
          value={typed}
          onChange={setTyped}
          onSearch={() => {
            setPersonName(typed.trim());
            newSearch();
          }}
          placeholder={labelOf('personName')}
          allowClear
          style={{ width: 220 }}
          data-testid="cloud-add-search"
        />
      </Space>
      <Table<Row>
        rowKey="personId"
        size="small"
        loading={isLoading}
        data={data?.records ?? []}
        pagination={pagination(data?.total ?? 0)}
        columns={COLUMNS.map((key) => ({ title: labelOf(LABEL_OF_COLUMN[key]), dataIndex: key }))}
        rowSelection={{
          type: 'checkbox',
          checkCrossPage: true,
          selectedRowKeys: picked,
          onChange: (keys) => setPicked(keys.map(String)),
        }}
      />
    </Modal>
  );
}
