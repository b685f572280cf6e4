import { Button, Card, Space, Tabs, Typography } from '@arco-design/web-react';
import { IconLeft } from '@arco-design/web-react/icon';
import type { AgreementItem } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';
import ProtocolReportingLogPage from '../protocol-reporting-log/ProtocolReportingLogPage';
import { ExchangeTab } from './ExchangeTab';
import { COMPANY_LIST, TEAM_LIST } from './exchange-lists';
import { PersonsTab } from './PersonsTab';
import { ProjectTab } from './ProjectTab';
import { CertsTab, ContractsTab } from './RecordsTabs';

interface Props {
  projectId: string;
  agreement: AgreementItem;
  onBack: () => void;
}

/** One agreement of the project: its data on the government platform, tab by tab, and its report log. */
export function AgreementView({ projectId, agreement, onBack }: Props) {
  const { t } = useTranslation();
  const scope = { projectId, agreementCode: agreement.agreementCode };
  return (
    <Card
      data-testid="zqxy-agreement"
      title={
        <Space>
          <Button icon={<IconLeft />} size="small" onClick={onBack} data-testid="zqxy-back">
            {t('zqxy.back')}
          </Button>
          <Typography.Text bold>{agreement.agreementName}</Typography.Text>
        </Space>
      }
    >
      <Tabs defaultActiveTab="company" lazyload destroyOnHide>
        <Tabs.TabPane key="company" title={t('zqxy.tabs.company')}>
          <ExchangeTab scope={scope} list={COMPANY_LIST} />
        </Tabs.TabPane>
        <Tabs.TabPane key="team" title={t('zqxy.tabs.team')}>
          <ExchangeTab scope={scope} list={TEAM_LIST} />
        </Tabs.TabPane>
        <Tabs.TabPane key="person" title={t('zqxy.tabs.person')}>
          <PersonsTab scope={scope} />
        </Tabs.TabPane>
        <Tabs.TabPane key="contract" title={t('zqxy.tabs.contract')}>
          <ContractsTab scope={scope} />
        </Tabs.TabPane>
        <Tabs.TabPane key="cert" title={t('zqxy.tabs.cert')}>
          <CertsTab scope={scope} />
        </Tabs.TabPane>
        <Tabs.TabPane key="project" title={t('zqxy.tabs.project')}>
          <ProjectTab scope={scope} />
        </Tabs.TabPane>
        <Tabs.TabPane key="log" title={t('zqxy.tabs.log')}>
          <ProtocolReportingLogPage
            titleKey="route.protocolReportingLog"
            params={{ layoutType: 2, agreementCode: agreement.agreementCode }}
          />
        </Tabs.TabPane>
      </Tabs>
    </Card>
  );
}
