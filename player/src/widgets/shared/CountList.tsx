/** @jsxImportSource preact */

import { t } from '../../i18n';
import { AutoScroll } from './AutoScroll';
import { BAR_FILL, BAR_TRACK } from './palette';
import { ONE_LINE } from './SitePanel';

export interface CountRow {
  key: string;
  name: string;
  count: number;
}

/**
 * Person counts per name (teams, work types), largest first: the name, a bar scaled to the largest
 * count and the count. A list longer than the box scrolls itself.
 */
export function CountList({ rows, live }: { rows: readonly CountRow[]; live: boolean }) {
  const largest = Math.max(1, ...rows.map((row) => row.count));
  return (
    <AutoScroll live={live}>
      {rows.map((row) => (
        <div
          key={row.key}
          class="pw-count-row"
          style={{ display: 'flex', alignItems: 'center', gap: '0.6em', height: '2em' }}
        >
          <span style={{ ...ONE_LINE, flex: '0 0 36%' }}>{row.name}</span>
          <span
            style={{
              flex: '1 1 auto',
              height: '0.5em',
              borderRadius: '0.25em',
              background: BAR_TRACK,
              overflow: 'hidden',
            }}
          >
            <span
              style={{
                display: 'block',
                height: '100%',
                width: `${(Math.max(0, row.count) / largest) * 100}%`,
                background: BAR_FILL,
              }}
            />
          </span>
          <span style={{ flex: 'none', minWidth: '3.5em', textAlign: 'right', fontWeight: 'bold' }}>
            {t('unit.peopleCount', { count: row.count })}
          </span>
        </div>
      ))}
    </AutoScroll>
  );
}
