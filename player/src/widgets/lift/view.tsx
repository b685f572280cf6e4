/** @jsxImportSource preact */
import type { ElevatorDetail, ElevatorListItem, ScreenComponent } from '@site/shared-schema';
import { useMemo } from 'preact/hooks';
import { catalogueCall, useWidgetCall } from '../../data/catalogue';
import { t } from '../../i18n';
import { useRuntime } from '../../runtime/context';
import { AutoScroll } from '../shared/AutoScroll';
import { CallContent } from '../shared/CallContent';
import { DeviceColumn, DeviceHeader, STATUS_COLOURS, StatusBadge } from '../shared/DeviceCard';
import { useCarousel } from '../shared/rotation';
import { rowsOf } from '../shared/rows';
import { ONE_LINE, SitePanel } from '../shared/SitePanel';
import type { WidgetViewProps } from '../types';
import { cageName, liftRows, ratedOf } from './readings';

const LIST_CALL = catalogueCall('Lift', 'liftList');
const DETAIL_CALL = catalogueCall('Lift', 'liftDetail');
const liftIdOf = (lift: Partial<ElevatorListItem>) => lift.elevatorDeviceId;

/**
 * Lift: one lift (construction elevator) at a time, switching every `style.interval`. The list gives
 * name, online and alarm state; the current lift's detail gives its latest reading beside its rated
 * values.
 */
export default function LiftView({ component }: WidgetViewProps) {
  const { live } = useRuntime();
  const call = useWidgetCall(LIST_CALL, component);
  const lifts = rowsOf<ElevatorListItem>(call.data);
  const style = component.style;
  const { item: lift, index } = useCarousel(lifts, liftIdOf, style, live);
  return (
    <SitePanel style={style}>
      <CallContent call={call} empty={!lift} emptyText={t('lift.empty')}>
        {lift ? (
          <DeviceColumn>
            <DeviceHeader
              name={lift.elevatorName || t('lift.device')}
              style={style}
              live={live}
              index={index}
              count={lifts.length}
            >
              <StatusBadge
                text={t(Number(lift.deviceStatus) === 1 ? 'device.online' : 'device.offline')}
                colour={Number(lift.deviceStatus) === 1 ? STATUS_COLOURS.good : STATUS_COLOURS.off}
              />
              <StatusBadge
                text={t(Number(lift.alarmStatus) === 1 ? 'device.alarm' : 'device.normal')}
                colour={Number(lift.alarmStatus) === 1 ? STATUS_COLOURS.alarm : STATUS_COLOURS.good}
              />
            </DeviceHeader>
            <LiftReadings component={component} liftId={String(lift.elevatorDeviceId ?? '')} />
          </DeviceColumn>
        ) : null}
      </CallContent>
    </SitePanel>
  );
}

const CELL = { ...ONE_LINE, padding: '0 6px' } as const;

function LiftReadings({ component, liftId }: { component: ScreenComponent; liftId: string }) {
  const { live } = useRuntime();
  const item = useMemo(() => ({ id: liftId }), [liftId]);
  const call = useWidgetCall<Partial<ElevatorDetail> | null>(DETAIL_CALL, component, item);
  const detail = call.data ?? null;
  const rated = ratedOf(detail);
  const rows = liftRows(detail?.lastRealtime ?? null, rated);
  const cage = cageName(rated.elevatorType);
  const grid = {
    display: 'grid',
    gridTemplateColumns: '4em minmax(0, 1fr) minmax(0, 1fr)',
    alignItems: 'center',
  };
  return (
    <div style={{ flex: '1 1 auto', minHeight: 0 }}>
      <CallContent call={call} empty={!detail}>
        <div style={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
          <div style={{ ...grid, flex: 'none', opacity: 0.65, fontSize: '0.85em', paddingBottom: '2px' }}>
            <span style={CELL}>{cage}</span>
            <span style={CELL}>
              {t('lift.realtime')}
              {detail?.lastRealtime?.time ? ` ${detail.lastRealtime.time.slice(11, 16)}` : ''}
            </span>
            <span style={CELL}>{t('lift.rated')}</span>
          </div>
          <AutoScroll live={live}>
            {rows.map((row, index) => (
              <div
                key={row.label}
                data-row={row.label}
                style={{
                  ...grid,
                  flex: '1 0 auto',
                  minHeight: '1.6em',
                  background: index % 2 === 0 ? 'rgba(255,255,255,0.06)' : undefined,
                }}
              >
                <span style={{ ...CELL, opacity: 0.7 }}>{row.label}</span>
                <strong style={CELL}>{row.latest}</strong>
                <span style={{ ...CELL, opacity: 0.85 }}>{row.rated}</span>
              </div>
            ))}
          </AutoScroll>
        </div>
      </CallContent>
    </div>
  );
}
