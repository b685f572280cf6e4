/** @jsxImportSource preact */
import type { CraneDetail, CraneListRecord, ScreenComponent } from '@site/shared-schema';
import { useMemo } from 'preact/hooks';
import { catalogueCall, useWidgetCall } from '../../data/catalogue';
import { t } from '../../i18n';
import { useRuntime } from '../../runtime/context';
import { CallContent } from '../shared/CallContent';
import {
  DeviceColumn,
  DeviceHeader,
  deviceFonts,
  Metric,
  MetricGrid,
  reading,
  STATUS_COLOURS,
  StatusBadge,
} from '../shared/DeviceCard';
import { useCarousel } from '../shared/rotation';
import { rowsOf } from '../shared/rows';
import { ScrollText } from '../shared/ScrollText';
import { SitePanel } from '../shared/SitePanel';
import type { WidgetViewProps } from '../types';

const LIST_CALL = catalogueCall('TowerCrane', 'craneList');
const DETAIL_CALL = catalogueCall('TowerCrane', 'craneDetail');
const craneIdOf = (crane: Partial<CraneListRecord>) => crane.craneDeviceId;

/**
 * TowerCrane: one crane at a time, switching every `style.interval`; a change of interval recreates
 * the carousel. The list gives name, online and alarm state; the current crane's detail (read when
 * the carousel reaches it) gives its latest reading and its arm lengths.
 */
export default function TowerCraneView({ component }: WidgetViewProps) {
  const { live } = useRuntime();
  const call = useWidgetCall(LIST_CALL, component);
  const cranes = rowsOf<CraneListRecord>(call.data);
  const style = component.style;
  const { item: crane, index } = useCarousel(cranes, craneIdOf, style, live);
  return (
    <SitePanel style={style}>
      <CallContent call={call} empty={!crane} emptyText={t('crane.empty')}>
        {crane ? (
          <DeviceColumn>
            <DeviceHeader
              name={crane.craneName || t('crane.device')}
              style={style}
              live={live}
              index={index}
              count={cranes.length}
            >
              <StatusBadge
                text={t(String(crane.deviceStatus) === '1' ? 'device.online' : 'device.offline')}
                colour={String(crane.deviceStatus) === '1' ? STATUS_COLOURS.good : STATUS_COLOURS.off}
              />
              <StatusBadge
                text={t(String(crane.alarmStatus) === '1' ? 'device.alarm' : 'device.normal')}
                colour={String(crane.alarmStatus) === '1' ? STATUS_COLOURS.alarm : STATUS_COLOURS.good}
              />
            </DeviceHeader>
            <CraneReadings component={component} crane={crane} live={live} />
          </DeviceColumn>
        ) : null}
      </CallContent>
    </SitePanel>
  );
}

function CraneReadings({
  component,
  crane,
  live,
}: {
  component: ScreenComponent;
  crane: Partial<CraneListRecord>;
  live: boolean;
}) {
  const item = useMemo(() => ({ id: String(crane.craneDeviceId ?? '') }), [crane.craneDeviceId]);
  const call = useWidgetCall<CraneDetail | null>(DETAIL_CALL, component, item);
  const detail = call.data ?? null;
  const now = detail?.lastRealtime ?? null;
  const arms = detail?.siteCraneDeviceParam;
  const valueSize = deviceFonts(component.style).value;
  const moment = Number(now?.moment);
  const structure = [
    t('crane.towerHeight', { value: reading(crane.towerHight ?? detail?.siteCraneDevice?.towerHight) }),
    t('crane.capHeight', { value: reading(crane.towerCapHight ?? detail?.siteCraneDevice?.towerCapHight) }),
    t('crane.frontArm', { value: reading(arms?.frontArmLength) }),
    t('crane.backArm', { value: reading(arms?.backArmLength) }),
    t('crane.maxRange', { value: reading(detail?.siteCraneDevice?.tcMlMaxScope) }),
  ].join('  ·  ');
  return (
    <div style={{ flex: '1 1 auto', minHeight: 0 }}>
      <CallContent call={call} empty={!now} emptyText={t('device.noRealtime')}>
        <div style={{ height: '100%', display: 'flex', flexDirection: 'column', gap: '6px' }}>
          <MetricGrid columns={3} live={live}>
            <Metric label={t('crane.height')} value={reading(now?.height)} unit="m" valueSize={valueSize} />
            <Metric label={t('crane.tilt')} value={reading(now?.obliguity)} unit="°" valueSize={valueSize} />
            <Metric label={t('crane.moment')} value={reading(now?.moment)} unit="%" valueSize={valueSize}>
              <MomentBar percent={Number.isFinite(moment) ? moment : 0} />
            </Metric>
            <Metric
              label={t('crane.range')}
              value={reading(now?.tcMlMaxScope)}
              unit="m"
              valueSize={valueSize}
            />
            <Metric
              label={t('crane.windSpeed')}
              value={reading(now?.windSpeed)}
              unit="m/s"
              valueSize={valueSize}
            />
            <Metric label={t('crane.load')} value={reading(now?.weight)} unit="t" valueSize={valueSize} />
          </MetricGrid>
          <div style={{ flex: 'none', height: '1.5em', fontSize: '0.85em', opacity: 0.75 }}>
            <ScrollText text={structure} style={{ verticalAlign: 1 }} layout="line" live={live} />
          </div>
        </div>
      </CallContent>
    </div>
  );
}

/** The load moment as a bar, red from 90 % (where moment limiters give their pre-alarm). */
function MomentBar({ percent }: { percent: number }) {
  return (
    <span style={{ display: 'block', height: '4px', marginTop: '4px', background: 'rgba(255,255,255,0.15)' }}>
      <span
        style={{
          display: 'block',
          height: '100%',
          width: `${Math.min(100, Math.max(0, percent))}%`,
          background: percent >= 90 ? STATUS_COLOURS.alarm : STATUS_COLOURS.good,
        }}
      />
    </span>
  );
}
