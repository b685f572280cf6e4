import { Descriptions, Divider, Drawer, Empty, Grid, Spin, Typography } from '@arco-design/web-react';
import type { AepRealtimeLog } from '@site/shared-realtime';
import type { AepParams, AepRealtimeRow } from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useRealtimeChannel } from '../../../app/realtime';
import { queryRealtime } from './aep-calls';
import { valuesOfLog } from './live-values';
import { OnlineTag } from './OnlineTag';
import { ParamStatusTag } from './ParamStatusTag';
import { type BoxViewProps, useParamState } from './use-param-state';
import { WarnTag } from './WarnTag';

type Values = Omit<AepRealtimeRow, 'realtimeId' | 'projectId'>;
type ValueKey = Exclude<keyof Values, 'deviceId' | 'deviceName' | 'warnType' | 'recordedAt'>;

/** The readings shown (their labels carry the unit) and whether a limit of the box makes one stand out. */
const READINGS: { key: ValueKey; past?(value: number, limits: AepParams): boolean }[] = [
  { key: 'electricity' },
  { key: 'leakageElectricity', past: (value, limits) => value > limits.maxLeakageElectricity },
  { key: 'temperature', past: (value, limits) => value > limits.maxTemperature },
  ...(['currentA', 'currentB', 'currentC'] as const).map((key) => ({
    key,
    past: (value: number, limits: AepParams) => value > limits.ratedCurrent,
  })),
  ...(['voltageA', 'voltageB', 'voltageC'] as const).map((key) => ({
    key,
    past: (value: number, limits: AepParams) => value < limits.lowVoltage || value > limits.highVoltage,
  })),
];

/** A box's detail: what it is, its current readings live from sendAepDeviceRealtimeLog, and its limits. */
export function BoxDrawer({ projectId, device, onClose }: BoxViewProps) {
  const { t } = useTranslation();
  const latest = useSWR(['aep-realtime', projectId, device.deviceId], () =>
    queryRealtime(projectId, device.deviceId),
  );
  const [pushed, setPushed] = useState<Values>();
  const param = useParamState(projectId, device.deviceId);
  useRealtimeChannel<AepRealtimeLog>(
    { kind: 'project', topic: 'sendAepDeviceRealtimeLog', projectId },
    ({ body }) => {
      if (body.deviceId === device.deviceId) setPushed(valuesOfLog(body));
    },
  );
  const values: Values | null | undefined = pushed ?? latest.data;
  const limits = param.data?.params;

  return (
    <Drawer visible width={620} title={device.deviceName} onCancel={onClose} footer={null} maskClosable>
      <div data-testid="aep-drawer">
        <Descriptions
          column={2}
          data={[
            { label: t('aepDevice.fields.deviceName'), value: device.deviceName },
            { label: t('aepDevice.fields.areaName'), value: device.areaName },
            { label: t('aepDevice.fields.deviceStatus'), value: <OnlineTag row={device} /> },
            {
              label: t('distributionBox.detail.readAt'),
              value: <span data-testid="aep-live-time">{values?.recordedAt ?? ''}</span>,
            },
          ]}
        />
        <Divider orientation="left">{t('distributionBox.detail.realtime')}</Divider>
        {latest.isLoading ? (
          <Spin />
        ) : !values ? (
          <Empty description={t('distributionBox.detail.noReading')} />
        ) : (
          <Grid.Row gutter={[12, 16]} data-testid="aep-live">
            {READINGS.map(({ key, past }) => {
              const value = values[key];
              const over = limits && past ? past(value, limits) : false;
              return (
                <Grid.Col span={8} key={key} data-testid={`aep-live-${key}`}>
                  <div>{t(`aepRealtimeLog.fields.${key}`)}</div>
                  <Typography.Text bold type={over ? 'error' : undefined} style={{ fontSize: 18 }}>
                    {value}
                  </Typography.Text>
                </Grid.Col>
              );
            })}
            <Grid.Col span={8}>
              <div>{t('aepRealtimeLog.fields.warnType')}</div>
              <WarnTag warnType={values.warnType} />
            </Grid.Col>
          </Grid.Row>
        )}
        <Divider orientation="left">{t('distributionBox.detail.limits')}</Divider>
        {limits ? (
          <>
            <div data-testid="aep-limits">
              <Descriptions
                column={2}
                data={(Object.keys(limits) as (keyof AepParams)[]).map((key) => ({
                  label: t(`distributionBox.param.fields.${key}`),
                  value: limits[key],
                }))}
              />
            </div>
            <ParamStatusTag command={param.data?.command ?? null} />
          </>
        ) : (
          <Spin />
        )}
      </div>
    </Drawer>
  );
}
