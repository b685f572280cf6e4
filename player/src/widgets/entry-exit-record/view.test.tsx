import { type EntryExitRecord, WIDGET_CALLS } from '@site/shared-schema';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, showWidget, stateOf } from '../../test/site-widgets';

const PATH = WIDGET_CALLS.entryExitRecords.path;

function record(index: number, patch: Partial<EntryExitRecord> = {}): EntryExitRecord {
  return {
    recordId: `r${index}`,
    recordPhotoUrl: `https://img.example.com/${index}.jpg`,
    personName: `工人${index}`,
    teamName: '钢筋班',
    workerTypeName: '钢筋工',
    idcardNumber: '110101********1234',
    entryExitType: index % 2 ? '2' : '1',
    entryExitTypeName: index % 2 ? '出场' : '进场',
    recordDate: '2024-05-01',
    recordTime: `2024-05-01 08:0${index}:30`,
    deviceName: '东门闸机',
    ...patch,
  };
}

afterEach(cleanupWidgets);

const rowsOf = (element: HTMLElement) => [...element.querySelectorAll('.pw-entry-exit-row')];

describe('EntryExitRecord', () => {
  it('shows 5 rows with photo, name, team, work type, in/out and time of day', async () => {
    const page = { records: Array.from({ length: 7 }, (_, index) => record(index)), total: 42 };
    const element = await showWidget('EntryExitRecord', { [PATH]: page });
    const rows = rowsOf(element);
    expect(rows).toHaveLength(5);
    const cells = [...rows[1].children].map((cell) => cell.textContent);
    expect(cells.slice(1)).toEqual(['工人1', '钢筋班', '钢筋工', '出场', '08:01:30']);
    expect(rows[0].querySelector('img')?.getAttribute('src')).toBe('https://img.example.com/0.jpg');
  });

  it('shows the first character of the name when a record has no photo', async () => {
    const page = { records: [record(0, { recordPhotoUrl: '', entryExitTypeName: '' })] };
    const element = await showWidget('EntryExitRecord', { [PATH]: page });
    const [row] = rowsOf(element);
    expect(row.querySelector('img')).toBeNull();
    expect(row.querySelector('.pw-photo-fallback')?.textContent).toBe('工');
    expect(row.textContent).toContain('进场');
  });

  it('drops the photo and work type in a narrower box, then the team', async () => {
    const page = { records: [record(1)] };
    const cellsAt = async (width: number) => {
      const element = await showWidget(
        'EntryExitRecord',
        { [PATH]: page },
        {
          edit: (component) => {
            component.style = { ...component.style, width };
          },
        },
      );
      return [...rowsOf(element)[0].children].map((cell) => cell.textContent);
    };
    expect(await cellsAt(400)).toEqual(['工人1', '钢筋班', '出场', '08:01:30']);
    expect(await cellsAt(232)).toEqual(['工人1', '出场', '08:01:30']);
  });

  it('shows an empty box for no records today and an error box for a failed read', async () => {
    const empty = await showWidget('EntryExitRecord', { [PATH]: { records: [] } });
    expect(stateOf(empty, 'empty')?.textContent).toBe('今日暂无进出记录');
    expect(
      stateOf(await showWidget('EntryExitRecord', { [PATH]: new Error('超时') }), 'error'),
    ).not.toBeNull();
  });
});
