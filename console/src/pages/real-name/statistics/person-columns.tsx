import type { TableColumnProps } from '@arco-design/web-react';
import type { AttendancePerson } from '@site/shared-schema';
import type { TFunction } from 'i18next';

/** The columns naming the person of a row, first in every people view; the name stays in view when scrolling. */
export function personColumns<Row extends AttendancePerson>(t: TFunction): TableColumnProps<Row>[] {
  return [
    { title: t('attendanceStats.column.personName'), dataIndex: 'personName', fixed: 'left', width: 100 },
    {
      title: t('attendanceStats.column.personType'),
      dataIndex: 'personType',
      width: 90,
      render: (value: string) => t(`attendanceStats.personType.${value}`),
    },
    { title: t('attendanceStats.column.company'), dataIndex: 'companyName', width: 180, ellipsis: true },
    { title: t('attendanceStats.column.team'), dataIndex: 'teamName', width: 120, ellipsis: true },
    { title: t('attendanceStats.column.workType'), dataIndex: 'workerTypeName', width: 100 },
  ];
}
