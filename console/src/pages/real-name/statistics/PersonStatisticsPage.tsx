import { Card, DatePicker, Grid, Radio, Space, Table } from '@arco-design/web-react';
import {
  type PersonDataSlice,
  type PersonRanking,
  type PersonStatisticsRow,
  STATISTICS_API,
} from '@site/shared-schema';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ignoreNotified } from '../../../api/envelope';
import { session } from '../../../app/store/session';
import { Chart } from './Chart';
import { rankingOption, sliceOption } from './chart-options';
import { type PeopleFilter, PeopleSearch } from './PeopleSearch';
import { todayOf } from './periods';
import { personColumns } from './person-columns';
import { exportReport, listPage, queryPersonDataRate } from './statistics-calls';
import './statistics.css';
import { usePaging } from '../../../app/use-paging';

type Dimension = 'byType' | 'byCompany' | 'byWorkType' | 'byAge' | 'byGender';
const DIMENSIONS: Dimension[] = ['byType', 'byGender', 'byAge', 'byCompany', 'byWorkType'];

/**
 * person-statistics (cPersonStatistics): who the project's people on the job are (personDataRate, by type,
 * gender, age, company and work type, charted), and each person's days and hours over a period, ranked.
 */
export default function PersonStatisticsPage() {
  const { t } = useTranslation();
  const projectId = session.use((state) => state.projectItem?.projectId) ?? '';
  const rate = useSWR(projectId ? ['person-data-rate', projectId] : null, () =>
    queryPersonDataRate(projectId),
  );
  const sliceName = useCallback(
    (dimension: Dimension) => (slice: PersonDataSlice) => {
      if (slice.key === '') return t('attendanceStats.unknown');
      if (dimension === 'byType') return t(`attendanceStats.personType.${slice.key}`);
      if (dimension === 'byGender') return t(`attendanceStats.gender.${slice.key}`);
      if (dimension === 'byAge') return t(`attendanceStats.age.${slice.key}`);
      return slice.name;
    },
    [t],
  );
  const charts = useMemo(
    () =>
      DIMENSIONS.map((dimension) => ({
        dimension,
        option: rate.data ? sliceOption(rate.data[dimension], sliceName(dimension)) : null,
      })),
    [rate.data, sliceName],
  );

  return (
    <div data-testid="person-statistics">
      <Card title={t('attendanceStats.distribution', { total: rate.data?.total ?? 0 })}>
        <Grid.Row gutter={[16, 16]}>
          {charts.map(({ dimension, option }) => (
            <Grid.Col key={dimension} xs={24} md={12} xl={8}>
              <div className="statistics-chart-title">{t(`attendanceStats.dimension.${dimension}`)}</div>
              {option && <Chart option={option} height={240} testId={`person-rate-${dimension}`} />}
            </Grid.Col>
          ))}
        </Grid.Row>
      </Card>
      <PersonRankingCard projectId={projectId} />
    </div>
  );
}

function PersonRankingCard({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const [range, setRange] = useState<[string, string]>(() => {
    const today = todayOf(Date.now());
    return [`${today.slice(0, 7)}-01`, today];
  });
  const [rankBy, setRankBy] = useState<PersonRanking>('DAYS');
  const [filter, setFilter] = useState<PeopleFilter>({});
  const { page, searches, newSearch, pagination } = usePaging();
  const body = { projectId, startDate: range[0], endDate: range[1], rankBy, ...filter };
  const { data, isLoading } = useSWR(
    projectId ? ['person-ranking', JSON.stringify(body), page, searches] : null,
    () => listPage<PersonStatisticsRow>(STATISTICS_API.listByPerson, { ...body, ...page }),
  );
  const option = useMemo(
    () => rankingOption((data?.records ?? []).slice(0, 10), t('attendanceStats.column.workHours')),
    [data, t],
  );
  return (
    <Card title={t('attendanceStats.ranking')} style={{ marginTop: 16 }}>
      <PeopleSearch
        projectId={projectId}
        testId="person-ranking"
        period={
          <Space>
            <DatePicker.RangePicker
              value={range}
              allowClear={false}
              onChange={(value: string[]) => {
                if (value?.length === 2) setRange([value[0], value[1]]);
                newSearch();
              }}
            />
            <Radio.Group
              type="button"
              value={rankBy}
              onChange={(value: PersonRanking) => {
                setRankBy(value);
                newSearch();
              }}
            >
              <Radio value="DAYS">{t('attendanceStats.rankByDays')}</Radio>
              <Radio value="HOURS">{t('attendanceStats.rankByHours')}</Radio>
            </Radio.Group>
          </Space>
        }
        onSearch={(next) => {
          setFilter(next);
          newSearch();
        }}
        onExport={() => exportReport(STATISTICS_API.exportByPerson, body).catch(ignoreNotified)}
      />
      <Grid.Row gutter={16}>
        <Grid.Col xs={24} xl={16}>
          <Table<PersonStatisticsRow>
            rowKey="personId"
            size="small"
            border
            loading={isLoading}
            data={data?.records ?? []}
            scroll={{ x: 900 }}
            columns={[
              { title: t('attendanceStats.column.rank'), dataIndex: 'rank', width: 70, fixed: 'left' },
              ...personColumns<PersonStatisticsRow>(t),
              {
                title: t('attendanceStats.column.attendedDays'),
                dataIndex: 'attendedDays',
                width: 90,
                align: 'right',
              },
              {
                title: t('attendanceStats.column.workHours'),
                dataIndex: 'workHours',
                width: 90,
                align: 'right',
              },
              {
                title: t('attendanceStats.column.averageHours'),
                dataIndex: 'averageHours',
                width: 100,
                align: 'right',
              },
            ]}
            pagination={pagination(data?.total ?? 0)}
            data-testid="person-ranking-table"
          />
        </Grid.Col>
        <Grid.Col xs={24} xl={8}>
          <div className="statistics-chart-title">{t('attendanceStats.topHours')}</div>
          <Chart option={option} height={360} testId="person-ranking-chart" />
        </Grid.Col>
      </Grid.Row>
    </Card>
  );
}
