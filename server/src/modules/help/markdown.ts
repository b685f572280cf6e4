import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const markdown = new Marked({ gfm: true, async: false });

/** What a help document may hold: text markup, tables, links and pictures; nothing that runs or styles. */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'del'],
  allowedAttributes: {
    a: ['href', 'name', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/**
 * The HTML of a stored document (Markdown, or HTML, which is Markdown too), cleaned here by sanitize-html
 * so a browser never parses a handler of it (Chrome reports even an inert parse to the page's CSP), and
 * again by the console's DOMPurify before it is shown: two maintained sanitisers, neither trusted alone.
 */
export const renderDocument = (source: string): string =>
  sanitizeHtml(markdown.parse(source) as string, ALLOWED);
