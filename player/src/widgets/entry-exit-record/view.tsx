/** @jsxImportSource preact */
import { ENTRY_EXIT_TYPE, type EntryExitRecord, SCREEN_PAGE_SIZES } from '@site/shared-schema';
import type { ComponentChildren } from 'preact';
import { useMemo } from 'preact/hooks';
import { catalogueCall, useWidgetCall } from '../../data/catalogue';
import { type TextKey, t, widgetTitle } from '../../i18n';
import { useRuntime } from '../../runtime/context';
import { num } from '../../stage/style';
import { AutoScroll } from '../shared/AutoScroll';
import { CallContent } from '../shared/CallContent';
import { ENTRY_COLOUR, EXIT_COLOUR } from '../shared/palette';
import { rowsOf, textOf } from '../shared/rows';
import { ONE_LINE, SitePanel } from '../shared/SitePanel';
import type { WidgetViewProps } from '../types';
import { Photo } from './Photo';

const RECORDS_CALL = catalogueCall('EntryExitRecord', 'entryExitRecords');
const ROWS = SCREEN_PAGE_SIZES.entryList;

type Column = 'photo' | 'name' | 'team' | 'workType' | 'direction' | 'time';

const COLUMN_WIDTHS: Record<Column, string> = {
  photo: '2.2em',
  name: 'minmax(0, 1.2fr)',
  team: 'minmax(0, 1.3fr)',
  workType: 'minmax(0, 1fr)',
  direction: '3.2em',
  time: '4.8em',
};
const HEADERS: Record<Column, TextKey | null> = {
  photo: null,
  name: 'entryExit.name',
  team: 'entryExit.team',
  workType: 'entryExit.workType',
  direction: 'entryExit.direction',
  time: 'entryExit.time',
};

/** The columns a box this wide shows: photo, name, team, work type, in/out, time; the photo and work type give way first, then the team. */
function columnsFor(width: number): Column[] {
  if (width >= 440) return ['photo', 'name', 'team', 'workType', 'direction', 'time'];
  if (width >= 330) return ['name', 'team', 'direction', 'time'];
  return ['name', 'direction', 'time'];
}

const rowStyle = (columns: Column[]) =>
  ({
    display: 'grid',
    gridTemplateColumns: columns.map((column) => COLUMN_WIDTHS[column]).join(' '),
    alignItems: 'center',
    gap: '0.5em',
    minHeight: 0,
    overflow: 'hidden',
  }) as const;

/** The list holds today's records: the time of day is enough ('YYYY-MM-DD HH:mm:ss' → 'HH:mm:ss'). */
function timeOfDay(value: unknown): string {
  const text = textOf(value);
  return text.slice(text.lastIndexOf(' ') + 1);
}

/**
 * In or out, named in the wall's language: the type is a code whose name the server adds in Chinese;
 * only a type this player does not know shows the server's name.
 */
function directionOf(record: Partial<EntryExitRecord>): string {
  const type = String(record.entryExitType);
  if (type === ENTRY_EXIT_TYPE.in) return t('direction.in');
  if (type === ENTRY_EXIT_TYPE.out) return t('direction.out');
  return textOf(record.entryExitTypeName) || t('direction.out');
}

/**
 * EntryExitRecord: today's latest entries and exits, five rows (seed 001 §9) with photo, name, team,
 * work type, in or out and time. The rows share the height whether five or fewer came; a box too low
 * for five scrolls them, one too narrow drops columns (see columnsFor).
 */
export default function EntryExitRecordView({ component }: WidgetViewProps) {
  const { live } = useRuntime();
  const call = useWidgetCall(RECORDS_CALL, component);
  const records = useMemo(() => rowsOf<EntryExitRecord>(call.data).slice(0, ROWS), [call.data]);
  const columns = columnsFor(num(component.style.width, 480));
  const row = rowStyle(columns);
  return (
    <SitePanel style={component.style} title={widgetTitle(component)}>
      <CallContent call={call} empty={records.length === 0} emptyText={t('entryExit.empty')}>
        <div class="pw-entry-exit" style={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
          <div style={{ ...row, flex: 'none', opacity: 0.6, paddingBottom: '0.2em' }}>
            {columns.map((column) => {
              const header = HEADERS[column];
              return (
                <span key={column} style={ONE_LINE}>
                  {header ? t(header) : null}
                </span>
              );
            })}
          </div>
          <div style={{ flex: '1 1 auto', minHeight: 0 }}>
            <AutoScroll live={live}>
              <div style={{ flex: '1 0 auto', display: 'grid', gridTemplateRows: `repeat(${ROWS}, auto)` }}>
                {records.map((record, index) => (
                  <div
                    key={textOf(record.recordId) || index}
                    class="pw-entry-exit-row"
                    style={{ ...row, borderTop: '1px solid rgba(255,255,255,0.08)', padding: '0.2em 0' }}
                  >
                    {columns.map((column) => (
                      <Cell key={column} column={column} record={record} />
                    ))}
                  </div>
                ))}
              </div>
            </AutoScroll>
          </div>
        </div>
      </CallContent>
    </SitePanel>
  );
}

/** One cell of a record's row. */
function Cell({ column, record }: { column: Column; record: Partial<EntryExitRecord> }): ComponentChildren {
  const name = textOf(record.personName);
  if (column === 'photo') return <Photo url={record.recordPhotoUrl} name={name} />;
  if (column === 'name') return <span style={ONE_LINE}>{name}</span>;
  if (column === 'team') return <span style={ONE_LINE}>{textOf(record.teamName)}</span>;
  if (column === 'workType') return <span style={ONE_LINE}>{textOf(record.workerTypeName)}</span>;
  if (column === 'time')
    return (
      <span style={{ ...ONE_LINE, fontVariantNumeric: 'tabular-nums' }}>{timeOfDay(record.recordTime)}</span>
    );
  const colour = String(record.entryExitType) === ENTRY_EXIT_TYPE.in ? ENTRY_COLOUR : EXIT_COLOUR;
  return (
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
      {directionOf(record)}
    </span>
  );
}
