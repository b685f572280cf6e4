import { HOIST_PEOPLE_KINDS, type HoistKind } from '@site/shared-schema';
import type { PageProps } from '../../../app/routing/route-types';

const KINDS = Object.entries(HOIST_PEOPLE_KINDS) as [HoistKind, (typeof HOIST_PEOPLE_KINDS)[HoistKind]][];

/** The kind a route's params name: face recognition by bindingType (CRANE, ELEVATOR), drivers by selectType (1, 2). */
export function kindOfParams(params: PageProps['params']): HoistKind {
  const found = KINDS.find(
    ([, kind]) => kind.bindingType === params?.bindingType || kind.selectType === params?.selectType,
  );
  return found?.[0] ?? 'crane';
}
