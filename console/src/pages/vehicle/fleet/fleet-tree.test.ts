import type { FleetNode } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import { allFleetIds, findFleet, withoutSubtree } from './fleet-tree';

const fleet = (fleetId: string, children: FleetNode[] = []): FleetNode => ({
  fleetId,
  mcName: fleetId,
  parentId: '',
  leaderName: '',
  leaderPhone: '',
  sort: 0,
  remark: '',
  vehicleCount: 0,
  children,
});

const TREE = [fleet('a', [fleet('a1', [fleet('a1x')]), fleet('a2')]), fleet('b')];

describe('fleet tree', () => {
  it('finds a fleet at any depth', () => {
    expect(findFleet(TREE, 'a1x')?.fleetId).toBe('a1x');
    expect(findFleet(TREE, 'none')).toBeUndefined();
  });

  it('offers as parents every fleet but the edited one and those below it', () => {
    expect(allFleetIds(withoutSubtree(TREE, 'a1'))).toEqual(['a', 'a2', 'b']);
    expect(allFleetIds(withoutSubtree(TREE, 'b'))).toEqual(['a', 'a1', 'a1x', 'a2']);
  });
});
