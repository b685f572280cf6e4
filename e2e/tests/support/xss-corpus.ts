import { expect, type Page } from '@playwright/test';

// Script injection payloads for every free text the console and the player show. Each one, if a page
// ever ran it, calls `__xss(id)`; watchXss() records the call, any dialog, any script the page's
// Content-Security-Policy had to refuse and any page a click opened.

export interface XssPayload {
  id: number;
  /** What it tries. */
  kind: string;
  text: string;
  /**
   * What the player shows of it: the player reads a saved text as the original designer's HTML, tags
   * dropped and entities decoded, always as text (player/src/widgets/shared/plain-text.ts).
   */
  plain: string;
  /** Worth trying where a text becomes an address (a click's link, a picture). */
  link?: true;
}

export const XSS_CORPUS: readonly XssPayload[] = [
  { id: 1, kind: 'script element', text: '<script>__xss(1)</script>', plain: '__xss(1)' },
  { id: 2, kind: 'img onerror', text: '<img src=x onerror=__xss(2)>', plain: '' },
  { id: 3, kind: 'svg onload', text: '<svg onload=__xss(3)>', plain: '' },
  { id: 4, kind: 'details ontoggle', text: '<details open ontoggle=__xss(4)>', plain: '' },
  { id: 5, kind: 'javascript: URL', text: 'javascript:__xss(5)', plain: 'javascript:__xss(5)', link: true },
  // URL parsers drop tabs and leading control characters: both still read as javascript:.
  {
    id: 6,
    kind: 'javascript: URL split by a tab',
    text: 'java\tscript:__xss(6)',
    plain: 'java\tscript:__xss(6)',
    link: true,
  },
  {
    id: 7,
    kind: 'javascript: URL after a control character',
    text: '\u0001javascript:__xss(7)',
    plain: '\u0001javascript:__xss(7)',
    link: true,
  },
  { id: 8, kind: 'double-quoted attribute break-out', text: '"><img src=x onerror=__xss(8)>', plain: '">' },
  { id: 9, kind: 'single-quoted attribute break-out', text: "'><svg onload=__xss(9)>", plain: "'>" },
  {
    id: 10,
    kind: 'event attribute injection',
    text: '" autofocus onfocus="__xss(10)',
    plain: '" autofocus onfocus="__xss(10)',
  },
  {
    id: 11,
    kind: 'template expression',
    text: "{{constructor.constructor('__xss(11)')()}}",
    plain: "{{constructor.constructor('__xss(11)')()}}",
  },
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template placeholder is the payload
  { id: 12, kind: 'template literal', text: '${__xss(12)}', plain: '${__xss(12)}' },
  {
    id: 13,
    kind: 'translation nesting and interpolation',
    text: '$t(common.cancel){{__xss(13)}}',
    plain: '$t(common.cancel){{__xss(13)}}',
  },
  {
    id: 14,
    kind: 'named HTML entities',
    text: '&lt;img src=x onerror=__xss(14)&gt;',
    plain: '<img src=x onerror=__xss(14)>',
  },
  {
    id: 15,
    kind: 'numeric HTML entities',
    text: '&#60;svg onload=__xss(15)&#62;',
    plain: '<svg onload=__xss(15)>',
  },
  {
    id: 16,
    kind: 'CSS url(javascript:)',
    text: '<p style="background:url(javascript:__xss(16))">',
    plain: '',
  },
  { id: 17, kind: 'CSS expression', text: '<b style="x:expression(__xss(17))">', plain: '' },
  {
    id: 18,
    kind: 'iframe srcdoc',
    text: '<iframe srcdoc="<script>parent.__xss(18)</script>">',
    plain: 'parent.__xss(18)">',
  },
  {
    id: 19,
    kind: 'mXSS through math and style',
    text: '<math><mtext><table><mglyph><style><img src=x onerror=__xss(19)>',
    plain: '',
  },
  {
    id: 20,
    kind: 'mXSS through svg and style',
    text: '<svg></p><style><a id="</style><img src=1 onerror=__xss(20)>">',
    plain: '">',
  },
  {
    id: 21,
    kind: 'unicode escapes',
    text: '\\u003cimg src=x onerror=__xss(21)\\u003e',
    plain: '\\u003cimg src=x onerror=__xss(21)\\u003e',
  },
  {
    id: 22,
    kind: 'title and textarea break-out',
    text: '</title></textarea><script>__xss(22)</script>',
    plain: '__xss(22)',
  },
  { id: 23, kind: 'javascript: link', text: '<a href="javascript:__xss(23)">x</a>', plain: 'x' },
  {
    id: 24,
    kind: 'data: URL with a script',
    text: 'data:text/html,<script>__xss(24)</script>',
    plain: 'data:text/html,__xss(24)',
    link: true,
  },
];

/** The payloads a field of this maximum length takes. */
export const fitting = (maxLength: number): XssPayload[] =>
  XSS_CORPUS.filter((payload) => payload.text.length <= maxLength);

/** What a page did that only a payload could have made it do. */
export interface XssWatch {
  /** `__xss(id)` calls: a payload ran. */
  hits: string[];
  /** alert, confirm, prompt or beforeunload dialogs: none of our pages opens one. */
  dialogs: string[];
  /** Scripts the Content-Security-Policy refused: our pages run none inline, so a payload reached a sink. */
  refusals: string[];
  /** Pages a click opened: no address a payload holds may be opened. */
  opened: string[];
}

/** "Executing inline script violates the following Content Security Policy directive 'script-src …'". */
const refusedScript = (text: string) => /Content Security Policy directive:? ["']script-src/.test(text);

/** Watches the test's page, its frames and every page it opens for payloads that ran or tried to. */
export async function watchXss(page: Page): Promise<XssWatch> {
  const context = page.context();
  const watch: XssWatch = { hits: [], dialogs: [], refusals: [], opened: [] };
  // A binding reaches every page and frame of the context, also one a payload opened, and reports at once.
  await context.exposeBinding('__xss', ({ frame }, id: unknown) => {
    watch.hits.push(`payload ${String(id)} ran in ${frame.url()}`);
  });
  // A payload running where the binding is not (a page it opened, say) fails on the missing marker.
  context.on('weberror', (error) => {
    if (error.error().message.includes('__xss'))
      watch.hits.push(`${error.error().message} (${error.page()?.url()})`);
  });
  context.on('page', (opened) => {
    watch.opened.push(opened.url());
  });
  context.on('dialog', (dialog) => {
    watch.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    // Dismissed so the page goes on; it may have closed meanwhile, which changes nothing here.
    dialog.dismiss().catch(() => undefined);
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && refusedScript(message.text())) {
      watch.refusals.push(`${message.text()} (${message.location().url})`);
    }
  });
  return watch;
}

/**
 * Elements only markup from a payload could have made: an inline event handler (neither React nor
 * Preact writes on* attributes), a script, frame or style holding the marker, a link or frame to a
 * javascript: address. (An image's javascript: source never runs: pictures may keep one.)
 */
async function injectedElements(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const frame of page.frames().filter((each) => !each.isDetached())) {
    const inFrame = await frame.evaluate(() => {
      const scriptable = /^(script|style|iframe|frame|object|embed)$/i;
      const runs = (element: Element, attribute: Attr) =>
        /^on/i.test(attribute.name) ||
        (/^(href|action|formaction|data|srcdoc)$/i.test(attribute.name) &&
          /javascript:|__xss/i.test(attribute.value)) ||
        (attribute.name === 'src' &&
          scriptable.test(element.tagName) &&
          /javascript:/i.test(attribute.value));
      return Array.from(document.querySelectorAll('*'))
        .filter(
          (element) =>
            Array.from(element.attributes).some((attribute) => runs(element, attribute)) ||
            (scriptable.test(element.tagName) && (element.textContent ?? '').includes('__xss')),
        )
        .map((element) => element.outerHTML.slice(0, 160));
    });
    found.push(...inFrame);
  }
  return found;
}

/** Nothing ran, opened a dialog or was refused, and no page holds an element a payload made. */
export async function expectNoXss(watch: XssWatch, page: Page, where: string): Promise<void> {
  expect(watch.hits, `${where}: payloads that ran`).toEqual([]);
  expect(watch.dialogs, `${where}: dialogs`).toEqual([]);
  expect(watch.refusals, `${where}: scripts refused by the CSP`).toEqual([]);
  expect(watch.opened, `${where}: pages opened`).toEqual([]);
  for (const open of page.context().pages()) {
    expect(await injectedElements(open), `${where}: elements made from a payload (${open.url()})`).toEqual(
      [],
    );
  }
}
