import {
  API,
  LPR_ACCESS_RECORD_RESOURCE,
  LPR_RECORD_API,
  LPR_STRANGE_RECORD_RESOURCE,
  LPR_THROUGH_RECORD_RESOURCE,
  LPR_THROUGH_STATISTICS_RESOURCE,
  LPR_WHITE_LIST_API,
  type PageResult,
  type ResourceDescription,
  type Task,
  VEHICLE_TYPES,
} from '@site/shared-schema';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lprRecords } from '../../db/schema';
import { exportFields } from '../../resource/export-rows';
import { DEMO_PROJECTS } from '../../seed/demo';
import { DEMO_DEVICES } from '../../seed/devices/ids';
import { dataOf, REFUSED, refusals } from '../../test/seeded-rows';
import { startTestServer, type TestServer } from '../../test/server';
import { xlsxRows } from '../../test/xlsx';
import { PLATE_PHOTO } from './plate-photo';

const { main: MAIN, longName: OTHER } = DEMO_PROJECTS;
type Row = Record<string, unknown>;

/** Days of the past no seeded passage reaches: what the tests write there is all there is. */
const QUIET_DAY = '2021-03-08';
const NEXT_DAY = '2021-03-09';
const LISTED = '粤B·LST01';

/** The passages of the quiet days: plate, type, colour, direction, gate, time. */
const PASSAGES: [string, number, number, 1 | 2, string][] = [
  ['粤B·TST01', 6, 2, 1, `${QUIET_DAY} 07:10:00`],
  ['粤B·TST01', 6, 2, 2, `${QUIET_DAY} 07:52:30`],
  ['粤B·TST01', 6, 2, 1, `${QUIET_DAY} 09:00:00`],
  ['粤B·TST02', 1, 1, 1, `${QUIET_DAY} 08:00:00`],
  ['粤B·TST02', 1, 1, 1, `${QUIET_DAY} 08:30:00`],
  ['粤B·D12345', 1, 3, 1, `${QUIET_DAY} 10:00:00`],
  ['粤B·D12345', 1, 3, 2, `${NEXT_DAY} 10:15:00`],
  [LISTED, 3, 2, 1, `${QUIET_DAY} 11:00:00`],
  [LISTED, 3, 2, 2, `${QUIET_DAY} 13:00:00`],
];
const QUIET = { projectId: MAIN };
const quietDays = (key: string) => ({ [`${key}Start`]: QUIET_DAY, [`${key}End`]: NEXT_DAY });

describe('plate records (lpr-record)', () => {
  let server: TestServer;
  let admin: string;
  const page = (path: string, filters: Row) =>
    dataOf<PageResult<Row>>(server, path, { ...QUIET, pageSize: 1000, ...filters }, admin);
  const exported = async (path: string, filters: Row) => {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...QUIET, ...filters }),
    });
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    return xlsxRows(Buffer.from(await response.arrayBuffer()));
  };
  const photo = (recordId: string, projectId = MAIN) =>
    fetch(`${server.url}${LPR_RECORD_API.photo}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ projectId, recordId }),
    });

  /** A list row as its export writes it: enums by their labels, numbers as numbers, the rest as text. */
  const asCells = (resource: ResourceDescription, row: Row) =>
    exportFields(resource).map((field) => {
      const value = row[field.key];
      if (field.options?.kind === 'enum')
        return field.options.values.find((option) => option.value === value)?.label ?? '';
      return value === null || value === undefined ? '' : String(value);
    });

  /** The export of a list with these filters holds exactly its rows, in its order, under its headers. */
  async function expectExportEqualsList(resource: ResourceDescription, filters: Row) {
    const list = await page(resource.api.page, filters);
    expect(list.total).toBeGreaterThan(0);
    const rows = await exported(resource.api.export!, filters);
    const fields = exportFields(resource);
    // Rows come keyed by their headers: the fields' labels.
    const cells = (values: Record<string, string>) => fields.map((field) => values[field.label] ?? '');
    expect(rows.map((row) => cells(row.values))).toEqual(list.records.map((row) => asCells(resource, row)));
  }

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
    // Gate cameras report passages over their own protocol, not a call: the test writes them as they do.
    await server.app.taskRunner.deps.db.insert(lprRecords).values(
      PASSAGES.map(([licensePlate, vehicleType, plateColor, direction, recognitionTime]) => ({
        projectId: MAIN,
        deviceId: direction === 1 ? DEMO_DEVICES.lpr.entrance : DEMO_DEVICES.lpr.exit,
        licensePlate,
        vehicleType,
        plateColor,
        direction,
        recognitionTime,
      })),
    );
    // Listed from noon of the quiet day: its entry at 11:00 is a stranger's, its exit at 13:00 is not.
    await dataOf(
      server,
      LPR_WHITE_LIST_API.add,
      {
        projectId: MAIN,
        licensePlate: '粤BLST01',
        wtype: 1,
        color: 2,
        carType: 3,
        mcName: '',
        effectTime: `${QUIET_DAY} 12:00:00`,
        expirationTime: '2030-01-01 00:00:00',
        equipmentName: '',
        status: 1,
        remark: '',
      },
      admin,
    );
  });
  afterAll(() => server.close());

  it('lists every passage newest first, searched by plate, colour, type, direction, device and time', async () => {
    const all = await page(LPR_RECORD_API.accessRecords, quietDays('recognitionTime'));
    expect(all.total).toBe(PASSAGES.length);
    const times = all.records.map((row) => row.recognitionTime as string);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.records[0]).toMatchObject({
      licensePlate: '粤B·D12345',
      plateColor: 3,
      vehicleType: 1,
      workerTypeName: VEHICLE_TYPES[1],
      direction: 2,
      deviceName: '东大门出口车牌识别',
      photoUrl: '',
      mcName: '',
    });
    const count = async (filters: Row) =>
      (await page(LPR_RECORD_API.accessRecords, { ...quietDays('recognitionTime'), ...filters })).total;
    expect(await count({ licensePlate: 'tst01' })).toBe(3);
    expect(await count({ plateColor: 2 })).toBe(5);
    expect(await count({ vehicleType: 1 })).toBe(4);
    expect(await count({ direction: 2 })).toBe(3);
    expect(await count({ deviceName: '出口' })).toBe(3);
    expect(await count({ recognitionTimeStart: NEXT_DAY })).toBe(1);
    // The wall widget's form of the range.
    const wall = await page(LPR_RECORD_API.accessRecords, {
      timeStart: `${QUIET_DAY} 08:00:00`,
      timeEnd: `${QUIET_DAY} 09:00:00`,
    });
    expect(wall.records.map((row) => row.recognitionTime)).toEqual([
      `${QUIET_DAY} 09:00:00`,
      `${QUIET_DAY} 08:30:00`,
      `${QUIET_DAY} 08:00:00`,
    ]);
  });

  it('totals a search of whole days from the day plates, as the passages count it', async () => {
    const total = async (filters: Row) =>
      (await page(LPR_RECORD_API.accessRecords, { ...filters, pageSize: 1 })).total;
    // The same range from a second past midnight: counted over the passages, as any time of day is.
    const asTimes = {
      recognitionTimeStart: `${QUIET_DAY} 00:00:00`,
      recognitionTimeEnd: `${NEXT_DAY} 23:59:59`,
    };
    const passages = {
      recognitionTimeStart: `${QUIET_DAY} 00:00:01`,
      recognitionTimeEnd: `${NEXT_DAY} 23:59:59`,
    };
    expect(await total(quietDays('recognitionTime'))).toBe(PASSAGES.length);
    expect(await total(asTimes)).toBe(PASSAGES.length);
    for (const search of [{ plateColor: 2 }, { direction: 2 }, { direction: 1, plateColor: 3 }])
      for (const days of [quietDays('recognitionTime'), asTimes])
        expect(await total({ ...days, ...search })).toBe(await total({ ...passages, ...search }));
    expect(await total({})).toBe(await total({ recognitionTimeStart: '2000-01-01 00:00:01' }));
  });

  it('pairs each entry with the plate next passage when it is an exit, with the minutes between', async () => {
    const { records } = await page(LPR_RECORD_API.throughRecords, quietDays('inTime'));
    const byEntry = Object.fromEntries(records.map((row) => [`${row.licensePlate} ${row.inTime}`, row]));
    expect(records).toHaveLength(6);
    expect(byEntry[`粤B·TST01 ${QUIET_DAY} 07:10:00`]).toMatchObject({
      outTime: `${QUIET_DAY} 07:52:30`,
      inDeviceName: '东大门入口车牌识别',
      outDeviceName: '东大门出口车牌识别',
      stayMinutes: 42,
    });
    // Followed by nothing yet, or by another entry: no exit.
    for (const entry of [`粤B·TST01 ${QUIET_DAY} 09:00:00`, `粤B·TST02 ${QUIET_DAY} 08:00:00`]) {
      expect(byEntry[entry]).toMatchObject({ outTime: '', outDeviceName: '', stayMinutes: '' });
    }
    // A vehicle staying overnight.
    expect(byEntry[`粤B·D12345 ${QUIET_DAY} 10:00:00`]).toMatchObject({ stayMinutes: 24 * 60 + 15 });
  });

  it('lists as strangers the passages of plates without an enabled whitelist entry in force', async () => {
    const { records } = await page(LPR_RECORD_API.strangeRecords, quietDays('recognitionTime'));
    const listed = records.filter((row) => row.licensePlate === LISTED);
    expect(listed.map((row) => row.recognitionTime)).toEqual([`${QUIET_DAY} 11:00:00`]);
    expect(records).toHaveLength(PASSAGES.length - 1);
  });

  it('counts passages per day and plate colour', async () => {
    const { records } = await page(LPR_RECORD_API.throughStatistics, quietDays('statDate'));
    expect(records).toEqual([
      {
        rowId: `${NEXT_DAY}:3`,
        projectId: MAIN,
        statDate: NEXT_DAY,
        plateColor: 3,
        inCount: 0,
        outCount: 1,
        totalCount: 1,
        vehicleCount: 1,
      },
      expect.objectContaining({
        statDate: QUIET_DAY,
        plateColor: 1,
        inCount: 2,
        outCount: 0,
        vehicleCount: 1,
      }),
      expect.objectContaining({ statDate: QUIET_DAY, plateColor: 2, inCount: 3, outCount: 2, totalCount: 5 }),
      expect.objectContaining({ statDate: QUIET_DAY, plateColor: 3, inCount: 1, totalCount: 1 }),
    ]);
    const yellow = await page(LPR_RECORD_API.throughStatistics, { ...quietDays('statDate'), plateColor: 2 });
    expect(yellow.records.map((row) => row.vehicleCount)).toEqual([2]);
  });

  it('keeps the day counts as passages are written, changed and deleted, whoever does it', async () => {
    const db = server.app.taskRunner.deps.db;
    const LATER_DAY = '2021-03-10';
    const counts = async () =>
      (
        await page(LPR_RECORD_API.throughStatistics, { statDateStart: LATER_DAY, statDateEnd: LATER_DAY })
      ).records.map(({ plateColor, inCount, outCount, vehicleCount }) => ({
        plateColor,
        inCount,
        outCount,
        vehicleCount,
      }));
    const passage = (licensePlate: string, direction: 1 | 2, time: string) => ({
      projectId: MAIN,
      deviceId: direction === 1 ? DEMO_DEVICES.lpr.entrance : DEMO_DEVICES.lpr.exit,
      licensePlate,
      vehicleType: 1,
      plateColor: 1,
      direction,
      recognitionTime: `${LATER_DAY} ${time}`,
    });
    const written = await db
      .insert(lprRecords)
      .values([
        passage('粤B·TST03', 1, '08:00:00'),
        passage('粤B·TST03', 2, '09:00:00'),
        passage('粤B·TST04', 1, '10:00:00'),
      ])
      .returning({ id: lprRecords.id });
    expect(await counts()).toEqual([{ plateColor: 1, inCount: 2, outCount: 1, vehicleCount: 2 }]);

    await db.update(lprRecords).set({ plateColor: 2 }).where(eq(lprRecords.id, written[2].id));
    expect(await counts()).toEqual([
      { plateColor: 1, inCount: 1, outCount: 1, vehicleCount: 1 },
      { plateColor: 2, inCount: 1, outCount: 0, vehicleCount: 1 },
    ]);

    await db.delete(lprRecords).where(
      inArray(
        lprRecords.id,
        written.map((row) => row.id),
      ),
    );
    expect(await counts()).toEqual([]);
  });

  it('exports exactly what each filtered list shows, as tasks of the task centre', async () => {
    await expectExportEqualsList(LPR_ACCESS_RECORD_RESOURCE, {
      ...quietDays('recognitionTime'),
      plateColor: 2,
    });
    await expectExportEqualsList(LPR_THROUGH_RECORD_RESOURCE, {
      ...quietDays('inTime'),
      licensePlate: 'TST',
    });
    await expectExportEqualsList(LPR_STRANGE_RECORD_RESOURCE, {
      ...quietDays('recognitionTime'),
      direction: 1,
    });
    await expectExportEqualsList(LPR_THROUGH_STATISTICS_RESOURCE, quietDays('statDate'));
    const tasks = await dataOf<PageResult<Task>>(
      server,
      API.taskPageList,
      { businessId: MAIN, pageSize: 20 },
      admin,
    );
    const types = tasks.records.map((task) => task.taskType);
    for (const resource of [
      LPR_ACCESS_RECORD_RESOURCE,
      LPR_THROUGH_RECORD_RESOURCE,
      LPR_STRANGE_RECORD_RESOURCE,
      LPR_THROUGH_STATISTICS_RESOURCE,
    ])
      expect(types).toContain(resource.taskTypes.export);
  });

  it("draws a record's photo: the vehicle with its plate, a PNG of the camera's frame", async () => {
    const { records } = await page(LPR_RECORD_API.accessRecords, { licensePlate: 'D12345' });
    const response = await photo(String(records[0].recordId));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const picture = sharp(Buffer.from(await response.arrayBuffer()));
    expect(await picture.metadata()).toMatchObject({ format: 'png', ...PLATE_PHOTO });
    // The plate's green (new-energy) shows where the plate is drawn.
    const { data } = await picture
      .extract({ left: 180, top: 196, width: 4, height: 4 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([0x5c, 0xc2, 0x7a]);
  });

  it("answers 404 for another project's record and refuses callers as every list does", async () => {
    const { records } = await page(LPR_RECORD_API.accessRecords, { licensePlate: 'TST02' });
    const other = await server.post(
      LPR_RECORD_API.photo,
      { projectId: OTHER, recordId: records[0].recordId },
      admin,
    );
    expect(other).toMatchObject({ code: 404, message: '记录不存在' });
    const body = { projectId: MAIN, recordId: records[0].recordId };
    expect(await refusals(server, LPR_RECORD_API.photo, body)).toEqual(REFUSED);
  });
});
