import {
  Button,
  Card,
  DatePicker,
  Input,
  Radio,
  Space,
  Table,
  type TableColumnProps,
} from '@arco-design/web-react';
import { SALARY_GROUPS, type SalaryGroup, type SalaryStatisticsRow } from '@site/shared-schema';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ignoreNotified } from '../../../api/envelope';
import { session } from '../../../app/store/session';
import { LOCAL_PAGING } from '../../../app/use-paging';
import { money } from './pay-messages';
import { StatementChart } from './StatementChart';
import { salaryCalls } from './salary-calls';
import { MONEY_COLUMNS, monthRange, statementColumns } from './statement-columns';
import './salary.css';

interface StatementQuery {
  monthStart: string;
  monthEnd: string;
  groupBy: SalaryGroup;
  personName: string;
}

/**
 * salary-statement (cPersonStatistics): the pay of a range of months per company, team or person: people,
 * days, hours, total, settled and unsettled amounts, their sum, a bar per company or team, and the .xlsx.
 */
export default function SalaryStatementPage() {
  const { t } = useTranslation();
  const projectId = session.use((state) => state.projectItem?.projectId) ?? '';
  const thisMonth = dayjs().format('YYYY-MM');
  const [months, setMonths] = useState<string[]>([thisMonth, thisMonth]);
  const [personName, setPersonName] = useState('');
  const [query, setQuery] = useState<StatementQuery>({
    monthStart: thisMonth,
    monthEnd: thisMonth,
    groupBy: 'COMPANY',
    personName: '',
  });
  const [exporting, setExporting] = useState(false);
  const calls = salaryCalls(projectId);
  const { data, isLoading } = useSWR(projectId ? ['salary-statement', projectId, query] : null, () =>
    calls.statistics(query),
  );

  const search = (groupBy = query.groupBy) => {
    const [monthStart, monthEnd] = monthRange(months, thisMonth);
    setQuery({ monthStart, monthEnd, groupBy, personName: personName.trim() });
  };
  const exportStatement = () => {
    setExporting(true);
    calls
      .exportStatistics(query)
      .catch(ignoreNotified)
      .finally(() => setExporting(false));
  };

  const keys = statementColumns(query.groupBy);
  const show = (key: keyof SalaryStatisticsRow, value: unknown) =>
    MONEY_COLUMNS.includes(key)
      ? money(value)
      : key === 'hours'
        ? Number(value).toFixed(2)
        : String(value ?? '');
  const columns: TableColumnProps<SalaryStatisticsRow>[] = keys.map((key) => ({
    title: t(`salary.statement.columns.${key}`),
    dataIndex: key,
    render: (value: unknown) => show(key, value),
  }));
  const summary = data?.summary;

  return (
    <Card data-testid="statement-page">
      <Space wrap className="statement-filters">
        <DatePicker.RangePicker
          mode="month"
          value={months}
          allowClear={false}
          disabledDate={(date) => date.isAfter(dayjs(), 'month')}
          onChange={(value: string[]) => setMonths(value ?? [])}
          data-testid="statement-months"
        />
        <Radio.Group
          type="button"
          value={query.groupBy}
          onChange={(groupBy: SalaryGroup) => search(groupBy)}
          data-testid="statement-group"
        >
          {SALARY_GROUPS.map((group) => (
            <Radio key={group} value={group} data-testid={`statement-group-${group}`}>
              {t(`salary.statement.groups.${group}`)}
            </Radio>
          ))}
        </Radio.Group>
        <Input
          value={personName}
          onChange={setPersonName}
          onPressEnter={() => search()}
          placeholder={t('salary.statement.personName')}
          allowClear
          style={{ width: 160 }}
          data-testid="statement-person-name"
        />
        <Button type="primary" onClick={() => search()} data-testid="statement-search">
          {t('salary.statement.search')}
        </Button>
        <Button loading={exporting} onClick={exportStatement} data-testid="statement-export">
          {t('salary.statement.export')}
        </Button>
      </Space>
      {query.groupBy !== 'PERSON' && data && <StatementChart records={data.records} />}
      <Table<SalaryStatisticsRow>
        rowKey="groupId"
        loading={isLoading}
        columns={columns}
        data={data?.records ?? []}
        pagination={LOCAL_PAGING}
        border={false}
        data-testid="statement-table"
        summary={() =>
          summary && (
            <Table.Summary.Row data-testid="statement-total">
              {keys.map((key, index) => (
                <Table.Summary.Cell key={key}>
                  {index === 0
                    ? t('salary.statement.total')
                    : key in summary
                      ? show(key, summary[key as keyof typeof summary])
                      : ''}
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          )
        }
      />
    </Card>
  );
}
