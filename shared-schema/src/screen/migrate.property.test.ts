import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { componentsOf, deepGroups, validScreen } from './fixtures/arbitrary-screens';
import { jsonText, numberText, wildValue } from './fixtures/arbitrary-values';
import { deepFreeze } from './fixtures/deep-freeze';
import { edited, edits } from './fixtures/mutations';
import { versionZeroScreen } from './fixtures/version-zero';
import { CURRENT_SCHEMA_VERSION, loadScreen, migrateScreen, SCREEN_MIGRATIONS } from './migrate';
import type { ScreenDocument } from './types';

const RUNS = { numRuns: 200 };

/** Old documents whose numbers and codes are typed as text, in every form people and old code wrote them. */
const typedAsText = fc.record(
  {
    canvasStyleData: fc.oneof(
      fc.dictionary(fc.constantFrom('width', 'height', 'scale', 'opacity', 'fontSize', 'areaId'), numberText),
      jsonText,
    ),
    componentData: fc.oneof(
      fc.array(
        fc.record(
          {
            id: fc.oneof(numberText, fc.nat()),
            component: fc.constantFrom('VText', 'v-text', 'Picture', 'Group', 'VideoMonitor'),
            style: fc.dictionary(
              fc.constantFrom('width', 'top', 'rotate', 'opacity', 'speed', 'textAlign', 'verticalAlign'),
              fc.oneof(numberText, fc.constantFrom('center', 'middle', 'end', '', 'backgroundColor')),
            ),
            request: fc.record({ time: numberText, requestCount: numberText }, { requiredKeys: [] }),
            linkage: fc.record({ duration: numberText }),
            videoNum: numberText,
          },
          { requiredKeys: ['component'] },
        ),
        { maxLength: 3 },
      ),
      jsonText,
    ),
  },
  { requiredKeys: [] },
);

/** Old documents with random edits anywhere, and anything at all, as a player may be handed. */
const anyOldInput = fc.oneof(
  typedAsText,
  fc
    .tuple(versionZeroScreen, edits)
    .map(([{ raw }, changes]) => (typeof raw === 'object' && raw !== null ? edited(raw, changes) : raw)),
  fc.record({ canvasStyleData: wildValue, componentData: fc.oneof(fc.array(wildValue), wildValue) }),
  deepGroups.map(({ schemaVersion: _version, ...old }) => old),
  wildValue,
);

/** A copy with the ids at these preorder numbers checked fresh (unique, 21 URL-safe characters), then masked. */
function withFreshIdsMasked(doc: ScreenDocument, freshIds: number[]): ScreenDocument {
  const copy = structuredClone(doc);
  const all = componentsOf(copy);
  const ids = all.map(({ component }) => component.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const position of freshIds) {
    expect(all[position].component.id).toMatch(/^[\w-]{21}$/);
    all[position].component.id = '(fresh)';
  }
  return copy;
}

function maskIds(doc: ScreenDocument, freshIds: number[]): ScreenDocument {
  const copy = structuredClone(doc);
  const all = componentsOf(copy);
  for (const position of freshIds) all[position].component.id = '(fresh)';
  return copy;
}

describe('migrateScreen and loadScreen, on any input', () => {
  it('never throw and never change what they are given', () => {
    fc.assert(
      fc.property(anyOldInput, (input) => {
        deepFreeze(input);
        const migrated = migrateScreen(input);
        if (migrated.ok) expect(migrated.value.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
        else expect(migrated.errors.length).toBeGreaterThan(0);
        const loaded = loadScreen(input);
        if (!loaded.ok) for (const error of loaded.errors) expect(typeof error).toBe('string');
      }),
      RUNS,
    );
  });

  it('are idempotent: a migrated document migrates to itself, and a step run on its own result changes nothing', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyOldInput,
          versionZeroScreen.map(({ raw }) => raw),
        ),
        (input) => {
          const first = migrateScreen(input);
          if (first.ok) {
            const again = migrateScreen(first.value);
            expect(again.ok && again.value).toBe(first.value);
          }
          if (typeof input !== 'object' || input === null || Array.isArray(input)) return;
          for (const step of SCREEN_MIGRATIONS) {
            const problems: string[] = [];
            const once = step.up(input as Record<string, unknown>, problems);
            if (problems.length > 0) continue;
            expect(step.up(once, problems)).toEqual(once);
            expect(problems).toEqual([]);
          }
        },
      ),
      RUNS,
    );
  });
});

describe('loading documents of the original designer', () => {
  it('loads every old document its quirks describe as the document it came from, fresh ids aside', () => {
    fc.assert(
      fc.property(versionZeroScreen, ({ raw, expected, freshIds }) => {
        const loaded = loadScreen(raw);
        expect(loaded.ok ? [] : loaded.errors).toEqual([]);
        if (!loaded.ok) return;
        expect(loaded.fromVersion).toBe(0);
        expect(withFreshIdsMasked(loaded.value, freshIds)).toEqual(maskIds(expected, freshIds));
      }),
      RUNS,
    );
  });

  it('answers a current document as it is', () => {
    fc.assert(
      fc.property(validScreen, (doc) => {
        const loaded = loadScreen(doc);
        expect(loaded.ok && loaded.value).toBe(doc);
      }),
      RUNS,
    );
  });
});
