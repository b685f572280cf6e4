/** @jsxImportSource preact */
import { createComponent, type VehicleRecord } from '@site/shared-schema';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { RealtimeSource } from '../../data/types';
import { fakeFetcher, renderWidget, settle } from '../../test/harness';

const PATH = '/front/siteLprRecord/queryAccessRecordList';

function record(n: number, extra: Partial<VehicleRecord> = {}): VehicleRecord {
  const minute = String(59 - n).padStart(2, '0');
  return {
    recordId: `r${n}`,
    photoUrl: '',
    licensePlate: `浙A${String(10000 + n)}`,
    mcName: '渣土车队',
    workerTypeName: '6',
    direction: n % 2 === 0 ? 1 : 2,
    recognitionTime: `2024-05-01 10:${minute}:00`,
    ...extra,
  };
}

/** Newest first, as the server pages them. */
const RECORDS = Array.from({ length: 25 }, (_, n) => record(n));

const rows = (element: HTMLElement) => [...element.querySelectorAll('.pw-vehicle-row')] as HTMLElement[];
const cells = (row: HTMLElement) => [...row.children].map((cell) => cell.textContent);

let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
});

async function show(answers: Record<string, unknown>, realtime: RealtimeSource | null = null) {
  const component = createComponent('VehicleRecord', { left: 0, top: 0 });
  const rendered = await renderWidget(component, {
    projectId: 'p1',
    preview: true,
    fetcher: fakeFetcher(answers),
    realtime,
  });
  cleanups.push(rendered.cleanup);
  return rendered.element;
}

describe('VehicleRecord', () => {
  it('lists at most 20 records, newest first, with type names, direction and time', async () => {
    const element = await show({ [PATH]: { records: RECORDS, total: 25 } });
    const list = rows(element);
    expect(list).toHaveLength(20);
    expect(cells(list[0])).toEqual(['浙A10000', '渣土车', '进场', '2024-05-01 10:59:00']);
    expect(cells(list[1])).toEqual(['浙A10001', '渣土车', '出场', '2024-05-01 10:58:00']);
  });

  it('puts a record pushed on sendLrpEquipmentTimeLog first and stays 20 long', async () => {
    const listeners = new Map<string, (body: unknown) => void>();
    const realtime: RealtimeSource = {
      subscribe(destination, onMessage) {
        listeners.set(destination, onMessage);
        return () => listeners.delete(destination);
      },
    };
    const element = await show({ [PATH]: { records: RECORDS.slice(0, 20) } }, realtime);
    const push = listeners.get('/topic/sendLrpEquipmentTimeLog/p1');
    expect(push).toBeDefined();
    await act(async () =>
      push?.(
        record(99, {
          licensePlate: '浙B88888',
          workerTypeName: '搅拌车',
          recognitionTime: new Date(2024, 4, 1, 11, 5, 7).getTime() as unknown as string,
        }),
      ),
    );
    await settle();
    const list = rows(element);
    expect(list).toHaveLength(20);
    expect(cells(list[0])).toEqual(['浙B88888', '搅拌车', '出场', '2024-05-01 11:05:07']);
    expect(cells(list[1])[0]).toBe('浙A10000');
  });

  it('says so when there is no record today, and shows a failed read', async () => {
    const empty = await show({ [PATH]: { records: [] } });
    expect(empty.querySelector('[data-state="empty"]')?.textContent).toBe('今日暂无车辆识别记录');
    const failing = await show({ [PATH]: new Error('识别服务离线') });
    expect(failing.querySelector('[data-state="error"]')?.textContent).toContain('识别服务离线');
  });
});
