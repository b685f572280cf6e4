import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { READABLE_SITE_PATHS, refusedDataSources } from './data-source-rule';
import { componentsOf, validScreen } from './fixtures/arbitrary-screens';
import { edited, edits } from './fixtures/mutations';
import { versionZeroScreen } from './fixtures/version-zero';
import { loadScreen } from './migrate';
import { validateScreen } from './validate';

const RUNS = { numRuns: 300 };
const SITE = 'https://site.invalid';

/** Documents for the validator to accept: built, edited, and loaded from the original designer's shape. */
const candidates: fc.Arbitrary<unknown> = fc.oneof(
  validScreen,
  fc.tuple(validScreen, edits).map(([doc, changes]) => edited(doc, changes)),
  versionZeroScreen.map(({ raw }) => {
    const loaded = loadScreen(raw);
    return loaded.ok ? loaded.value : raw;
  }),
);

describe('the data-source rule, on every document the validator accepts', () => {
  it('clears only sources calling a readable site-data call on the site itself, and names the others', () => {
    fc.assert(
      fc.property(candidates, (candidate) => {
        const checked = validateScreen(candidate);
        fc.pre(checked.ok);
        const doc = checked.value;
        const refused = new Map(refusedDataSources(doc).map((found) => [found.id, found.path]));
        for (const { component } of componentsOf(doc)) {
          const url = component.request?.url.trim() ?? '';
          const named = refused.get(component.id);
          if (!url.startsWith('/')) {
            expect(named, `a remote url is the relay's: ${url}`).toBeUndefined();
            continue;
          }
          // Where a browser would send the call: the URL parser, not the rule's own reading.
          const call = URL.canParse(url, SITE) ? new URL(url, SITE) : null;
          const readable = call?.origin === SITE && READABLE_SITE_PATHS.has(call.pathname);
          if (named === undefined) expect(readable, `cleared ${JSON.stringify(url)}`).toBe(true);
          else {
            expect(url.startsWith(named)).toBe(true);
            expect(READABLE_SITE_PATHS.has(named), `refused the readable ${named}`).toBe(false);
          }
        }
      }),
      RUNS,
    );
  });
});
