import { Space, Tag, Typography } from '@arco-design/web-react';
import type { AepParamCommand } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';

const COLORS = { PENDING: 'arcoblue', ACKNOWLEDGED: 'green', REFUSED: 'red' } as const;

/** The latest sending of limits: waiting for the box, acknowledged, or refused with the box's reason. */
export function ParamStatusTag({ command }: { command: AepParamCommand | null }) {
  const { t } = useTranslation();
  if (!command) return <Typography.Text type="secondary">{t('distributionBox.param.never')}</Typography.Text>;
  return (
    <Space data-testid="aep-param-status" data-status={command.paramStatus} wrap>
      <Tag color={COLORS[command.paramStatus]}>
        {t(`distributionBox.param.statuses.${command.paramStatus}`)}
      </Tag>
      {command.reason && <Typography.Text type="error">{command.reason}</Typography.Text>}
      <Typography.Text type="secondary">
        {t('distributionBox.param.sentAt', { time: command.sendTime })}
      </Typography.Text>
    </Space>
  );
}
