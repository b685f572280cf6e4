import { Card, Space, Table, Tag } from '@arco-design/web-react';
import { WORK_TYPE_CODES, type WorkTypeCode, type WorkTypePersonCount } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { PageProps } from '../../../app/routing/route-types';
import { session } from '../../../app/store/session';
import { SpecialWorkerTypes } from './SpecialWorkerTypes';
import { listSpecialWorkerTypes, listWorkTypeCounts } from './work-type-calls';

const typeCodeOf = (params: PageProps['params']): WorkTypeCode =>
  WORK_TYPE_CODES.find((code) => code === params?.dictionaryTypeCode) ?? 'workerType';

/**
 * work-type-info and job-type-info (seed 000 §2, by the route's dictionaryTypeCode): the workerType or
 * managerType options with the people of the project holding each; the work types also carry the
 * project's special ones (特种作业), edited below the list.
 */
export default function WorkTypePage({ params }: PageProps) {
  const { t } = useTranslation();
  const typeCode = typeCodeOf(params);
  const projectId = session.use((state) => state.projectItem?.projectId) ?? '';
  const counts = useSWR(projectId ? ['work-type-counts', projectId, typeCode] : null, () =>
    listWorkTypeCounts(projectId, typeCode),
  );
  const workers = typeCode === 'workerType';
  const special = useSWR(projectId && workers ? ['special-worker-types', projectId] : null, () =>
    listSpecialWorkerTypes(projectId),
  );
  const specialIds = new Set(
    (special.data ?? []).filter((item) => item.special === 1).map((item) => item.workerTypeId),
  );

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card data-testid={`work-type-page-${typeCode}`}>
        <Table<WorkTypePersonCount>
          rowKey="workerTypeId"
          loading={counts.isLoading}
          data={counts.data ?? []}
          pagination={false}
          data-testid="work-type-table"
          columns={[
            {
              title: t(`workTypePage.name.${typeCode}`),
              dataIndex: 'workTypeName',
              render: (name: string, row) => (
                <Space>
                  {name}
                  {specialIds.has(row.workerTypeId) && (
                    <Tag color="orangered">{t('workTypePage.special')}</Tag>
                  )}
                </Space>
              ),
            },
            { title: t('workTypePage.onJobCount'), dataIndex: 'onJobCount' },
            { title: t('workTypePage.personCount'), dataIndex: 'personCount' },
          ]}
        />
      </Card>
      {workers && (
        <SpecialWorkerTypes
          projectId={projectId}
          list={special.data}
          loading={special.isLoading}
          mutate={special.mutate}
        />
      )}
    </Space>
  );
}
