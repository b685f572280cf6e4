import { Type } from '@sinclair/typebox';
import { DEFAULT_PAGE_SIZE, DEVICE_DROPDOWN_SIZE, FIRST_PAGE } from '@site/shared-schema';

/** The largest page of a paged list (the companies' and teams' dropdowns load 999); only the devices' dropdown asks more. */
export const MAX_PAGE_SIZE = 1000;

/** No list has a million pages; the bound keeps the offset an exact integer however large the page. */
export const MAX_PAGE_NUMBER = 1_000_000;

/** pageNumber from 1 and pageSize of the seeds' paged lists: at most 1000, or exactly the devices' 9999. */
export const pageFields = {
  pageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_NUMBER })),
  pageSize: Type.Optional(
    Type.Union([Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE }), Type.Literal(DEVICE_DROPDOWN_SIZE)]),
  ),
};

export function pageWindow(body: { pageNumber?: number; pageSize?: number }): {
  limit: number;
  offset: number;
} {
  const limit = body.pageSize ?? DEFAULT_PAGE_SIZE;
  return { limit, offset: ((body.pageNumber ?? FIRST_PAGE) - 1) * limit };
}
