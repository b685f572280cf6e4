import { describe, expect, it } from 'vitest';
import { negotiateHeartbeat } from './heartbeat';

describe('heart-beat negotiation', () => {
  it('runs each direction at the larger wish', () => {
    expect(negotiateHeartbeat('4000,4000', 4000)).toEqual({ sendEvery: 4000, expectEvery: 4000 });
    expect(negotiateHeartbeat('1000,10000', 4000)).toEqual({ sendEvery: 10000, expectEvery: 4000 });
  });

  it('turns a direction off when the client says 0 or sends no header', () => {
    expect(negotiateHeartbeat('0,4000', 4000)).toEqual({ sendEvery: 4000, expectEvery: 0 });
    expect(negotiateHeartbeat(undefined, 4000)).toEqual({ sendEvery: 0, expectEvery: 0 });
  });
});
