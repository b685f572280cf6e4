import { describe, expect, it } from 'vitest';
import { renderDocument } from './markdown';

/** Payloads of the end-to-end XSS corpus (e2e/tests/support/xss-corpus.ts) that reach an HTML sink. */
const PAYLOADS = [
  '<script>__xss(1)</script>',
  '<img src=x onerror=__xss(2)>',
  '<svg onload=__xss(3)>',
  '<details open ontoggle=__xss(4)>',
  '[x](javascript:__xss(5))',
  '<a href="java\tscript:__xss(6)">x</a>',
  '"><img src=x onerror=__xss(8)>',
  '<p style="background:url(javascript:__xss(16))">',
  '<b style="x:expression(__xss(17))">',
  '<iframe srcdoc="<script>parent.__xss(18)</script>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=__xss(19)>',
  '<svg></p><style><a id="</style><img src=1 onerror=__xss(20)>">',
  '</title></textarea><script>__xss(22)</script>',
  '<a href="javascript:__xss(23)">x</a>',
  '[x](data:text/html,<script>__xss(24)</script>)',
];

describe('a help document as readers get it', () => {
  it.each(PAYLOADS)('holds nothing that runs of %s', (payload) => {
    const html = renderDocument(payload);
    expect(html).not.toMatch(
      /<(script|iframe|svg|math|style|details)|\son\w+=|style=|javascript:|data:text/i,
    );
  });

  it('renders Markdown and keeps the seeded HTML', () => {
    expect(renderDocument('## 标题\n\n**粗体** [链接](https://example.com)')).toBe(
      '<h2>标题</h2>\n<p><strong>粗体</strong> <a href="https://example.com">链接</a></p>\n',
    );
    expect(renderDocument('<h2>登录</h2><p>使用账号登录。</p>')).toBe('<h2>登录</h2><p>使用账号登录。</p>');
  });
});
