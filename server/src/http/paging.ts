import { Type } from '@sinclair/typebox';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@site/shared-schema';

/** pageNumber from 1 and pageSize of the seeds' paged lists; dropdowns ask for up to 9999. */
export const pageFields = {
  pageNumber: Type.Optional(Type.Integer({ minimum: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
};

export function pageWindow(body: { pageNumber?: number; pageSize?: number }): {
  limit: number;
  offset: number;
} {
  const limit = body.pageSize ?? DEFAULT_PAGE_SIZE;
  return { limit, offset: ((body.pageNumber ?? FIRST_PAGE) - 1) * limit };
}
