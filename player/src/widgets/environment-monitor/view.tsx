/** @jsxImportSource preact */
import type { EnvironmentReading } from '@site/shared-schema';
import { catalogueCall, useWidgetCall } from '../../data/catalogue';
import { t } from '../../i18n';
import { useRuntime } from '../../runtime/context';
import { num } from '../../stage/style';
import { CallContent } from '../shared/CallContent';
import { DeviceColumn, DeviceHeader, deviceFonts, Metric, MetricGrid, reading } from '../shared/DeviceCard';
import { useCarousel } from '../shared/rotation';
import { rowsOf } from '../shared/rows';
import { SitePanel } from '../shared/SitePanel';
import type { WidgetViewProps } from '../types';
import { ENVIRONMENT_METRICS, isWarn, windText } from './readings';

const DEVICES_CALL = catalogueCall('EnvironmentMonitor', 'environmentDevices');
const deviceIdOf = (device: Partial<EnvironmentReading>) => device.ycjzDeviceId;

/**
 * EnvironmentMonitor: the latest dust and noise readings of one environmental device at a time,
 * switching device every `style.interval` (5, 10, 30 or 60 minutes). Readings past their threshold
 * (the `…Warn` flags) show in red.
 */
export default function EnvironmentMonitorView({ component }: WidgetViewProps) {
  const { live } = useRuntime();
  const call = useWidgetCall(DEVICES_CALL, component);
  const devices = rowsOf<EnvironmentReading>(call.data);
  const style = component.style;
  const { item: device, index } = useCarousel(devices, deviceIdOf, style, live);
  // Wider boxes take more readings per row.
  const columns = Math.min(5, Math.max(2, Math.floor(num(style.width, 480) / 150)));
  return (
    <SitePanel style={style}>
      <CallContent call={call} empty={!device} emptyText={t('environment.empty')}>
        {device ? (
          <DeviceColumn>
            <DeviceHeader
              name={device.deviceAlias || t('environment.device')}
              style={style}
              live={live}
              index={index}
              count={devices.length}
            />
            <MetricGrid columns={columns} live={live}>
              {ENVIRONMENT_METRICS.map((metric) => (
                <Metric
                  key={metric.key}
                  label={t(metric.label)}
                  value={metric.key === 'wind' ? windText(device.wind) : reading(device[metric.key], 1)}
                  unit={metric.unitKey ? t(metric.unitKey) : metric.unit}
                  warn={isWarn(device, metric)}
                  valueSize={deviceFonts(style).value}
                />
              ))}
            </MetricGrid>
          </DeviceColumn>
        ) : null}
      </CallContent>
    </SitePanel>
  );
}
