import { Button, DatePicker, Divider, Grid, Space, Typography } from '@arco-design/web-react';
import { AGREEMENT_API, type AgreementScopeQuery, DATE_FORMAT, formatDateTime } from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TargetParams } from './TargetParams';
import { useExchange } from './use-exchange';

/**
 * The project on the agreement's platform: its upload and the day's attendance upload, and the extension
 * parameters of the project, its CA device, its teams and its face devices.
 */
export function ProjectTab({ scope }: { scope: AgreementScopeQuery }) {
  const { t } = useTranslation();
  const { running, run } = useExchange(scope);
  const [recordDate, setRecordDate] = useState(() => formatDateTime(Date.now(), DATE_FORMAT));
  return (
    <div data-testid="zqxy-project">
      <Space wrap>
        <Button
          type="primary"
          loading={running === 'project'}
          onClick={() => run('project', AGREEMENT_API.projectUpload, {})}
          data-testid="zqxy-project-upload"
        >
          {t('zqxy.uploadProject')}
        </Button>
        <DatePicker
          value={recordDate}
          onChange={(value) => value && setRecordDate(value)}
          allowClear={false}
        />
        <Button
          loading={running === 'attendance'}
          onClick={() => run('attendance', AGREEMENT_API.verifyRecordUpload, { recordDate })}
          data-testid="zqxy-attendance-upload"
        >
          {t('zqxy.uploadAttendance')}
        </Button>
      </Space>
      <Grid.Row gutter={32}>
        <Grid.Col span={12}>
          <Divider orientation="left">{t('zqxy.sections.PROJECT')}</Divider>
          <TargetParams
            scope={scope}
            paramScope="PROJECT"
            queryPath={AGREEMENT_API.projectExtend}
            savePath={AGREEMENT_API.projectSaveParam}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Divider orientation="left">{t('zqxy.sections.CA_DEVICE')}</Divider>
          <TargetParams
            scope={scope}
            paramScope="CA_DEVICE"
            queryPath={AGREEMENT_API.caDeviceExtend}
            savePath={AGREEMENT_API.caDeviceSaveParam}
          />
        </Grid.Col>
      </Grid.Row>
      <Divider orientation="left">{t('zqxy.sections.TEAM')}</Divider>
      <Typography.Paragraph type="secondary">{t('zqxy.teamParamsHint')}</Typography.Paragraph>
      <TargetParams
        scope={scope}
        paramScope="TEAM"
        queryPath={AGREEMENT_API.teamExtend}
        savePath={AGREEMENT_API.teamSaveParam}
      />
      <Divider orientation="left">{t('zqxy.sections.DEVICE')}</Divider>
      <TargetParams
        scope={scope}
        paramScope="DEVICE"
        queryPath={AGREEMENT_API.deviceExtend}
        savePath={AGREEMENT_API.deviceSaveParam}
      />
    </div>
  );
}
