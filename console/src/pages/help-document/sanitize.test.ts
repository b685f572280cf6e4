import { describe, expect, it } from 'vitest';
import { previewMarkdown } from './markdown';
import { sanitizeHelpHtml } from './sanitize';

/** Payloads of the end-to-end XSS corpus (e2e/tests/support/xss-corpus.ts) that reach an HTML sink. */
const PAYLOADS = [
  '<script>__xss(1)</script>',
  '<img src=x onerror=__xss(2)>',
  '<svg onload=__xss(3)>',
  '<details open ontoggle=__xss(4)>',
  '"><img src=x onerror=__xss(8)>',
  '<p style="background:url(javascript:__xss(16))">',
  '<b style="x:expression(__xss(17))">',
  '<iframe srcdoc="<script>parent.__xss(18)</script>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=__xss(19)>',
  '<svg></p><style><a id="</style><img src=1 onerror=__xss(20)>">',
  '</title></textarea><script>__xss(22)</script>',
  '<a href="javascript:__xss(23)">x</a>',
  '<a href="java\tscript:__xss(6)">x</a>',
  '<a href="data:text/html,<script>__xss(24)</script>">x</a>',
  '<form action="javascript:__xss(25)"><button>go</button></form>',
];

/** Whatever could run: an element that runs code, a handler, or an address that does. */
function runnable(html: string): string[] {
  const box = document.createElement('div');
  box.innerHTML = html;
  return Array.from(box.querySelectorAll('*')).flatMap((element) => [
    ...(/^(script|iframe|object|embed|style|form)$/i.test(element.tagName) ? [element.tagName] : []),
    ...Array.from(element.attributes)
      .filter(
        (attribute) =>
          /^on/i.test(attribute.name) ||
          attribute.name === 'style' ||
          (/^(href|src|action|srcdoc)$/i.test(attribute.name) && /script:|data:text/i.test(attribute.value)),
      )
      .map((attribute) => `${element.tagName}[${attribute.name}]`),
  ]);
}

describe('the help document sanitiser', () => {
  it.each(PAYLOADS)('leaves nothing that runs of %s', (payload) => {
    expect(runnable(sanitizeHelpHtml(payload))).toEqual([]);
    expect(runnable(previewMarkdown(payload))).toEqual([]);
  });

  it('keeps the document’s own markup, and opens its links beside the page', () => {
    const html = sanitizeHelpHtml(
      '<h2>登录</h2><p>点击<a href="https://example.com/a">这里</a></p><img src="/files/a.png">',
    );
    expect(html).toBe(
      '<h2>登录</h2><p>点击<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">这里</a></p><img src="/files/a.png">',
    );
  });

  it('renders Markdown as the server does', () => {
    expect(previewMarkdown('# 标题\n\n**粗体**')).toBe('<h1>标题</h1>\n<p><strong>粗体</strong></p>\n');
  });
});
