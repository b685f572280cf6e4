import { Type } from '@sinclair/typebox';
import { BOUNDARY_MAX_POINTS, PROJECT_TEXT_MAX } from '@site/shared-schema';

const DATE = '^\\d{4}-\\d{2}-\\d{2}$';
const DATE_TIME = '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$';

const text = (maxLength: number = PROJECT_TEXT_MAX.other) => Type.String({ maxLength });
const date = Type.Union([Type.String({ pattern: DATE }), Type.Null()]);
const dateTime = Type.Union([Type.String({ pattern: DATE_TIME }), Type.Null()]);
const coordinate = Type.Union([Type.Number(), Type.Null()]);

/** The body of siteProject/updateByProject: every editable field of the project item, all present. */
export const projectUpdateBody = Type.Object({
  projectId: Type.String({ minLength: 1 }),
  projectName: text(PROJECT_TEXT_MAX.projectName),
  projectStatusName: text(),
  projectTypeName: text(),
  managerName: text(),
  managerPhone: text(),
  startDate: date,
  endDate: date,
  planEndDate: date,
  address: text(PROJECT_TEXT_MAX.address),
  regionId: Type.Union([Type.String({ maxLength: 20 }), Type.Null()]),
  builderLicenseCode: text(),
  longitude: coordinate,
  latitude: coordinate,
  // JSON text of the points: room for the most points with 7 decimals each.
  latLngPoints: Type.Union([Type.String({ maxLength: BOUNDARY_MAX_POINTS * 50 }), Type.Null()]),
  deadlineStatus: Type.Union([Type.Literal(0), Type.Literal(1)]),
  deadlineStartDate: dateTime,
  deadlineEndDate: dateTime,
});
