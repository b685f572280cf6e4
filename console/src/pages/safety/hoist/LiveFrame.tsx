import { Descriptions, Empty, Space, Spin, Tag } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface LiveValue {
  key: string;
  label: string;
  value: string;
}

/**
 * What a live view shows around its drawing: the alarms of the latest reading, when it was taken and its
 * values. A device without a reading yet says so rather than drawing zeros.
 */
export function LiveFrame({
  loading,
  alarmTypes,
  recordedAt,
  values,
  children,
}: {
  loading: boolean;
  alarmTypes: string[];
  recordedAt: string | null;
  values: LiveValue[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (loading) return <Spin />;
  if (!recordedAt) return <Empty description={t('hoist.noReading')} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="hoist-live">
      <Space wrap data-testid="hoist-live-alarms">
        {alarmTypes.length === 0 ? (
          <Tag color="green">{t('hoist.normal')}</Tag>
        ) : (
          alarmTypes.map((type) => (
            <Tag key={type} color="red">
              {t(`hoist.alarmTypes.${type}`, { defaultValue: type })}
            </Tag>
          ))
        )}
        <span>{t('hoist.recordedAt', { time: recordedAt })}</span>
      </Space>
      {children}
      <Descriptions
        column={2}
        border
        data={values.map((value) => ({ key: value.key, label: value.label, value: value.value }))}
      />
    </Space>
  );
}
