import { Button, Card, Empty, Grid, Space, Spin, Tag, Typography } from '@arco-design/web-react';
import { IconSettings } from '@arco-design/web-react/icon';
import type { TimeLogMessage } from '@site/shared-realtime';
import type { EnvironmentReading, YcjzWarnSetting } from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useRealtimeChannel } from '../../../app/realtime/hooks';
import { READING_KINDS, type ReadingKind, windText } from './readings';
import { WarnSettingDialog } from './WarnSettingDialog';
import { queryLiveReadings, queryWarnSetting } from './ycjz-calls';

/** Read again this often: the live cards follow the monitors even where the time-log channel is not heard. */
const REFRESH_MS = 30_000;

function LimitText({ kind, setting }: { kind: ReadingKind; setting: YcjzWarnSetting }) {
  const { t } = useTranslation();
  if (!kind.limits) return null;
  const text =
    kind.key === 'noise'
      ? t('dustNoise.noiseLimit', { day: setting.noiseDay, night: setting.noiseNight })
      : t('dustNoise.limit', { value: setting[kind.limits[0]] });
  return <Typography.Text type="secondary">{text}</Typography.Text>;
}

function ReadingCard({ reading, setting }: { reading: EnvironmentReading; setting: YcjzWarnSetting }) {
  const { t } = useTranslation();
  return (
    <Card
      title={reading.deviceAlias}
      data-testid={`ycjz-live-${reading.ycjzDeviceId}`}
      style={{ height: '100%' }}
    >
      <Grid.Row gutter={[12, 12]}>
        {READING_KINDS.map((kind) => {
          const warn = kind.warn ? reading[kind.warn] === 1 : false;
          return (
            <Grid.Col span={8} key={kind.key} data-testid={`ycjz-reading-${kind.key}`}>
              <div>{t(`dustNoise.readings.${kind.key}`)}</div>
              <Space size={4}>
                <Typography.Text
                  bold
                  style={{ fontSize: 18, color: warn ? 'rgb(var(--danger-6))' : undefined }}
                >
                  {String(reading[kind.key])}
                </Typography.Text>
                <span>{kind.unit}</span>
                {warn && (
                  <Tag color="red" size="small">
                    {t('dustNoise.warn')}
                  </Tag>
                )}
              </Space>
              <div>
                <LimitText kind={kind} setting={setting} />
              </div>
            </Grid.Col>
          );
        })}
        <Grid.Col span={8}>
          <div>{t('dustNoise.readings.wind')}</div>
          <Typography.Text bold style={{ fontSize: 18 }}>
            {windText(reading.wind, t)}
          </Typography.Text>
        </Grid.Col>
      </Grid.Row>
    </Card>
  );
}

/** Each monitor's latest reading against the project's thresholds, and the thresholds' dialog. */
export function LiveReadings({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const live = useSWR(['ycjz-live', projectId], () => queryLiveReadings(projectId), {
    refreshInterval: REFRESH_MS,
  });
  const setting = useSWR(['ycjz-warn-setting', projectId], () => queryWarnSetting(projectId));

  // A monitor's new reading arrives on the project's time log with its flags: it replaces its card.
  useRealtimeChannel<TimeLogMessage>({ kind: 'project', topic: 'timeLog', projectId }, ({ body }) => {
    if (body.deviceType !== 'ycjz') return;
    void live.mutate(
      (readings) =>
        readings?.map((reading) => (reading.ycjzDeviceId === body.deviceId ? body.reading : reading)),
      { revalidate: false },
    );
  });

  return (
    <div data-testid="ycjz-live">
      <Space style={{ marginBottom: 16 }}>
        <Button icon={<IconSettings />} onClick={() => setEditing(true)} data-testid="ycjz-warn-open">
          {t('dustNoise.warnSetting.open')}
        </Button>
      </Space>
      {!live.data || !setting.data ? (
        <Spin />
      ) : live.data.length === 0 ? (
        <Empty description={t('dustNoise.noReading')} />
      ) : (
        <Grid.Row gutter={[16, 16]}>
          {live.data.map((reading) => (
            <Grid.Col key={reading.ycjzDeviceId} xs={24} lg={12} xxl={8}>
              <ReadingCard reading={reading} setting={setting.data!} />
            </Grid.Col>
          ))}
        </Grid.Row>
      )}
      <WarnSettingDialog
        projectId={projectId}
        setting={setting.data}
        visible={editing}
        onClose={() => setEditing(false)}
        onSaved={(saved) => {
          void setting.mutate(saved, { revalidate: false });
          // The flags of the latest readings follow the new thresholds.
          void live.mutate();
        }}
      />
    </div>
  );
}
