import { Type } from '@sinclair/typebox';
import {
  datePart,
  ENTRY_EXIT_TYPE_NAMES,
  type EntryExitRecord,
  type PageResult,
  WIDGET_CALLS,
} from '@site/shared-schema';
import { pageFields, pageWindow } from '../../http/paging';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { maskIdcard } from '../person/idcard';
import { dayOfField } from './day';
import { pageRecords, type RecordRow } from './queries';

/** A row of the list as the seed shows it (the simulator pushes the same shape). */
export const toEntryExitRecord = (row: RecordRow): EntryExitRecord => ({
  ...row,
  idcardNumber: maskIdcard(row.idcardNumber),
  entryExitTypeName: ENTRY_EXIT_TYPE_NAMES[row.entryExitType],
  recordDate: datePart(row.recordTime),
  // Nucleic-acid test results are not collected (an epidemic-era field of the seed).
  nucleicTestPointName: null,
  nucleicTestTime: null,
});

export const personRecordRoutes = ({ db }: AppDeps) => [
  defineRoute({
    path: WIDGET_CALLS.entryExitRecords.path,
    access: 'cSiteVerifyPersonRecordManager',
    projectField: 'projectId',
    wall: true,
    body: Type.Object({
      projectId: Type.String({ minLength: 1, maxLength: 64 }),
      ...pageFields,
      /** The day (its 00:00:00 as the widget sends it); absent for every day. */
      recordDate: Type.Optional(Type.String({ maxLength: 32 })),
    }),
    handler: async ({ body }): Promise<PageResult<EntryExitRecord>> => {
      const day = body.recordDate ? dayOfField('recordDate', body.recordDate) : undefined;
      const { rows, total } = await pageRecords(db, { projectId: body.projectId, day }, pageWindow(body));
      return { records: rows.map(toEntryExitRecord), total };
    },
  }),
];
