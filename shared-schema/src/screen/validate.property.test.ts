import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepGroups, validScreen } from './fixtures/arbitrary-screens';
import { wildValue } from './fixtures/arbitrary-values';
import { edited, edits } from './fixtures/mutations';
import { brokenRule } from './fixtures/rule-breakers';
import { brokenScreenRules } from './fixtures/screen-rules';
import { validateComponent, validateScreen } from './validate';
import { CURRENT_SCHEMA_VERSION } from './version';

const RUNS = { numRuns: 300 };

/** Something shaped like a document whose parts are anything at all. */
const wildDocument = fc.record({
  schemaVersion: fc.oneof(fc.constant(CURRENT_SCHEMA_VERSION), wildValue),
  canvasStyleData: wildValue,
  componentData: fc.oneof(fc.array(wildValue, { maxLength: 6 }), wildValue),
});

function errorsOf(doc: unknown): string[] {
  const result = validateScreen(doc);
  return result.ok ? [] : result.errors;
}

describe('validateScreen, on any input', () => {
  it('never throws: it answers a verdict, every error as `path: message`', () => {
    fc.assert(
      fc.property(fc.oneof(wildValue, wildDocument, deepGroups), (input) => {
        const result = validateScreen(input);
        if (result.ok) expect(result.value).toBe(input);
        else {
          expect(result.errors.length).toBeGreaterThan(0);
          for (const error of result.errors) expect(error).toMatch(/^\S.*: \S/s);
        }
        expect(() => validateComponent(input)).not.toThrow();
      }),
      RUNS,
    );
  });

  it('accepts every valid document the factories build, and answers the document itself', () => {
    fc.assert(
      fc.property(validScreen, (doc) => {
        expect(brokenScreenRules(doc)).toEqual([]);
        const result = validateScreen(doc);
        expect(result.ok ? [] : result.errors).toEqual([]);
        expect(result.ok && result.value).toBe(doc);
      }),
      RUNS,
    );
  });

  it('accepts an edited document exactly when it keeps the rules, so it never accepts a broken one', () => {
    fc.assert(
      fc.property(validScreen, edits, (doc, changes) => {
        const input = edited(doc, changes);
        const broken = brokenScreenRules(input);
        const errors = errorsOf(input);
        const verdict = (refused: boolean) => (refused ? 'refused' : 'accepted');
        expect(
          verdict(errors.length > 0),
          `validator: ${errors.join('; ')} / rules broken: ${broken.join('; ')}`,
        ).toBe(verdict(broken.length > 0));
      }),
      RUNS,
    );
  });

  it('refuses a valid document with any one rule broken, and says where', () => {
    fc.assert(
      fc.property(brokenRule(validScreen), ({ rule, doc, expected }) => {
        expect(brokenScreenRules(doc), rule).not.toEqual([]);
        const errors = errorsOf(doc);
        const named =
          'path' in expected
            ? errors.some(
                (error) =>
                  error.startsWith(expected.path) && /^[:.[]/.test(error.slice(expected.path.length)),
              )
            : errors.some((error) => error.includes(expected.message));
        expect(
          named,
          `${rule}: expected an error at ${JSON.stringify(expected)}, got ${errors.join('; ')}`,
        ).toBe(true);
      }),
      RUNS,
    );
  });
});
