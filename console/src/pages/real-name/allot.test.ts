import { describe, expect, it } from 'vitest';
import { allotBody } from './allot';

describe('batch allocation body (seed 000 §7)', () => {
  it('sends the company and the team in team mode', () => {
    expect(allotBody(1, '1', ['p1', 'p2'], { companyId: 'c1', teamId: 't1', workerTypeId: 'w1' })).toEqual({
      personIds: ['p1', 'p2'],
      projectId: '1',
      companyId: 'c1',
      teamId: 't1',
    });
  });

  it('sends the company and the work type in work-type mode', () => {
    expect(allotBody(2, '1', ['p1'], { companyId: 'c1', teamId: 't1', workerTypeId: 'w1' })).toEqual({
      personIds: ['p1'],
      projectId: '1',
      companyId: 'c1',
      workerTypeId: 'w1',
    });
  });
});
