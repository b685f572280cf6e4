import { Button, Input, Select, Space } from '@arco-design/web-react';
import { IconDownload, IconSearch } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChoices } from './use-choices';

export interface PeopleFilter {
  personName?: string;
  companyId?: string;
  teamId?: string;
  personType?: string;
}

interface Props {
  projectId: string;
  /** The period controls of the view, before the people's filters. */
  period: ReactNode;
  onSearch(filter: PeopleFilter): void;
  onExport(): Promise<void>;
  testId: string;
}

/** The search form of the report views: the view's period, then name, company, team and person type. */
export function PeopleSearch({ projectId, period, onSearch, onExport, testId }: Props) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<PeopleFilter>({});
  const [exporting, setExporting] = useState(false);
  const { companies, teams } = useChoices(projectId, filter.companyId);
  const set = (change: PeopleFilter) => setFilter((known) => ({ ...known, ...change }));
  const exportNow = async () => {
    setExporting(true);
    try {
      await onExport();
    } finally {
      setExporting(false);
    }
  };
  return (
    <Space wrap className="attendance-search" data-testid={`${testId}-search`}>
      {period}
      <Input
        allowClear
        style={{ width: 160 }}
        placeholder={t('attendanceStats.search.personName')}
        value={filter.personName ?? ''}
        onChange={(personName) => set({ personName })}
        onPressEnter={() => onSearch(filter)}
        data-testid={`${testId}-name`}
      />
      <Select
        allowClear
        showSearch
        style={{ width: 180 }}
        placeholder={t('attendanceStats.search.company')}
        options={companies}
        value={filter.companyId}
        onChange={(companyId) => set({ companyId, teamId: undefined })}
      />
      <Select
        allowClear
        showSearch
        style={{ width: 160 }}
        placeholder={t('attendanceStats.search.team')}
        options={teams}
        value={filter.teamId}
        onChange={(teamId) => set({ teamId })}
      />
      <Select
        allowClear
        style={{ width: 140 }}
        placeholder={t('attendanceStats.search.personType')}
        options={(['WORKER', 'MANAGER'] as const).map((value) => ({
          value,
          label: t(`attendanceStats.personType.${value}`),
        }))}
        value={filter.personType}
        onChange={(personType) => set({ personType })}
      />
      <Button
        type="primary"
        icon={<IconSearch />}
        onClick={() => onSearch(filter)}
        data-testid={`${testId}-submit`}
      >
        {t('attendanceStats.search.submit')}
      </Button>
      <Button
        icon={<IconDownload />}
        loading={exporting}
        onClick={exportNow}
        data-testid={`${testId}-export`}
      >
        {t('attendanceStats.export')}
      </Button>
    </Space>
  );
}
