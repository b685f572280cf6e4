import type { ResourceDescription } from '@site/shared-schema';
import * as schema from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import { LOGGED_RESOURCES } from './logged-resources';

const isResource = (value: unknown): value is ResourceDescription =>
  typeof value === 'object' &&
  value !== null &&
  'name' in value &&
  'idKey' in value &&
  'fields' in value &&
  'api' in value;

describe('LOGGED_RESOURCES', () => {
  it('holds every resource whose writes the server logs, so the log labels their changes', () => {
    const exported: unknown[] = Object.values(schema);
    const written = exported
      .filter(isResource)
      .filter(({ api }) => api.add || api.update || api.remove || api.import)
      .map(({ name }) => name)
      .sort();
    expect(Object.keys(LOGGED_RESOURCES).sort()).toEqual(written);
  });
});
