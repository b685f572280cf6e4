import { Type } from '@sinclair/typebox';
import { pageFields } from '../../http/paging';

/** Body fields of the personnel data calls (the payloads of WIDGET_CALLS). */

export const projectIdField = Type.String({ minLength: 1, maxLength: 64 });

/** The areas to count in; empty or absent for the whole project. */
export const areaIdListField = Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 500 }));

/** One area ('' or absent for the whole project). */
export const areaIdField = Type.Optional(Type.String({ maxLength: 64 }));

/** The chart payload: month YYYY-MM picks the day charted (see chartDay); the 24 hours are never paged. */
export const chartFields = {
  projectId: projectIdField,
  areaIdList: areaIdListField,
  month: Type.Optional(Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' })),
  ...pageFields,
};
