/** @jsxImportSource preact */
import { ENTRY_EXIT_TYPE, type EntryExitRecord, SCREEN_PAGE_SIZES } from '@site/shared-schema';
import { useMemo } from 'preact/hooks';
import { catalogueCall, useWidgetCall } from '../../data/catalogue';
import { CallContent } from '../shared/CallContent';
import { ENTRY_COLOUR, EXIT_COLOUR } from '../shared/palette';
import { rowsOf, textOf } from '../shared/rows';
import { ONE_LINE, SitePanel } from '../shared/SitePanel';
import type { WidgetViewProps } from '../types';
import { Photo } from './Photo';

const RECORDS_CALL = catalogueCall('EntryExitRecord', 'entryExitRecords');
const ROWS = SCREEN_PAGE_SIZES.entryList;

/** Photo, name, team, work type, in/out, time. */
const ROW = {
  display: 'grid',
  gridTemplateColumns: '2.2em minmax(0, 1.2fr) minmax(0, 1.3fr) minmax(0, 1fr) 3.2em 4.8em',
  alignItems: 'center',
  gap: '0.5em',
  minHeight: 0,
  overflow: 'hidden',
} as const;

/** The list holds today's records: the time of day is enough ('YYYY-MM-DD HH:mm:ss' → 'HH:mm:ss'). */
function timeOfDay(value: unknown): string {
  const text = textOf(value);
  return text.slice(text.lastIndexOf(' ') + 1);
}

/**
 * EntryExitRecord: today's latest entries and exits, five rows (seed 001 §9) with photo, name, team,
 * work type, in or out and time. The rows keep their height whether five or fewer came.
 */
export default function EntryExitRecordView({ component }: WidgetViewProps) {
  const call = useWidgetCall(RECORDS_CALL, component);
  const records = useMemo(() => rowsOf<EntryExitRecord>(call.data).slice(0, ROWS), [call.data]);
  return (
    <SitePanel style={component.style} title={component.label}>
      <CallContent call={call} empty={records.length === 0} emptyText="今日暂无进出记录">
        <div
          class="pw-entry-exit"
          style={{
            height: '100%',
            display: 'grid',
            gridTemplateRows: `auto repeat(${ROWS}, minmax(0, 1fr))`,
          }}
        >
          <div style={{ ...ROW, opacity: 0.6, paddingBottom: '0.2em' }}>
            <span />
            <span>姓名</span>
            <span>班组</span>
            <span>工种</span>
            <span>进出</span>
            <span>时间</span>
          </div>
          {records.map((record, index) => {
            const name = textOf(record.personName);
            const entry = String(record.entryExitType) === ENTRY_EXIT_TYPE.in;
            const colour = entry ? ENTRY_COLOUR : EXIT_COLOUR;
            return (
              <div
                key={textOf(record.recordId) || index}
                class="pw-entry-exit-row"
                style={{ ...ROW, borderTop: '1px solid rgba(255,255,255,0.08)' }}
              >
                <Photo url={record.recordPhotoUrl} name={name} />
                <span style={ONE_LINE}>{name}</span>
                <span style={ONE_LINE}>{textOf(record.teamName)}</span>
                <span style={ONE_LINE}>{textOf(record.workerTypeName)}</span>
                <span
                  style={{
                    ...ONE_LINE,
                    color: colour,
                    border: `1px solid ${colour}`,
                    borderRadius: '0.3em',
                    textAlign: 'center',
                    fontSize: '0.85em',
                  }}
                >
                  {textOf(record.entryExitTypeName) || (entry ? '进场' : '出场')}
                </span>
                <span style={{ ...ONE_LINE, fontVariantNumeric: 'tabular-nums' }}>
                  {timeOfDay(record.recordTime)}
                </span>
              </div>
            );
          })}
        </div>
      </CallContent>
    </SitePanel>
  );
}
