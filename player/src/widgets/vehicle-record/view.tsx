/** @jsxImportSource preact */
import { SCREEN_PAGE_SIZES, type VehicleRecord } from '@site/shared-schema';
import { useMemo } from 'preact/hooks';
import { catalogueCall, useWidgetCall } from '../../data/catalogue';
import { t } from '../../i18n';
import { useRuntime } from '../../runtime/context';
import { AutoScroll } from '../shared/AutoScroll';
import { CallContent } from '../shared/CallContent';
import { STATUS_COLOURS } from '../shared/DeviceCard';
import { rowsOf, textOf } from '../shared/rows';
import { ONE_LINE, SitePanel } from '../shared/SitePanel';
import type { WidgetViewProps } from '../types';
import { directionName, isEntry, recordTime, vehicleTypeName } from './format';

const RECORDS_CALL = catalogueCall('VehicleRecord', 'vehicleRecords');

const COLUMNS = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 0.9fr) 3.2em minmax(0, 2fr)',
  gap: '0 8px',
  alignItems: 'center',
} as const;

/**
 * VehicleRecord: today's vehicle recognition records, newest first, at most 20. The data layer puts
 * records pushed on sendLrpEquipmentTimeLog at the head of the list; a list taller than the box
 * scrolls itself.
 */
export default function VehicleRecordView({ component }: WidgetViewProps) {
  const { live } = useRuntime();
  const call = useWidgetCall(RECORDS_CALL, component);
  const records = useMemo(
    () => rowsOf<VehicleRecord>(call.data).slice(0, SCREEN_PAGE_SIZES.vehicle),
    [call.data],
  );
  const style = component.style;
  return (
    <SitePanel style={style}>
      <CallContent call={call} empty={records.length === 0} emptyText={t('vehicle.empty')}>
        <div style={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
          <div style={{ ...COLUMNS, flex: 'none', height: '2em', opacity: 0.65 }}>
            <span style={ONE_LINE}>{t('vehicle.plate')}</span>
            <span style={ONE_LINE}>{t('vehicle.type')}</span>
            <span style={ONE_LINE}>{t('vehicle.direction')}</span>
            <span style={ONE_LINE}>{t('vehicle.time')}</span>
          </div>
          <div style={{ flex: '1 1 auto', minHeight: 0 }}>
            <AutoScroll live={live}>
              {records.map((record, index) => {
                const entering = isEntry(record.direction);
                return (
                  <div
                    key={record.recordId ?? index}
                    class="pw-vehicle-row"
                    style={{
                      ...COLUMNS,
                      height: '2em',
                      background: index % 2 === 0 ? 'rgba(255,255,255,0.06)' : undefined,
                    }}
                  >
                    <strong style={ONE_LINE}>{textOf(record.licensePlate) || '--'}</strong>
                    <span style={ONE_LINE}>{vehicleTypeName(record.workerTypeName) || '--'}</span>
                    <span style={{ ...ONE_LINE, color: entering ? STATUS_COLOURS.good : '#ffb74d' }}>
                      {directionName(record.direction)}
                    </span>
                    <span style={{ ...ONE_LINE, fontVariantNumeric: 'tabular-nums' }}>
                      {recordTime(record.recognitionTime)}
                    </span>
                  </div>
                );
              })}
            </AutoScroll>
          </div>
        </div>
      </CallContent>
    </SitePanel>
  );
}
