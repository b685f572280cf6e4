import { Marked } from 'marked';
import { sanitizeHelpHtml } from './sanitize';

const markdown = new Marked({ gfm: true, async: false });

/** What a document written in Markdown will look like: rendered as the server renders it, then sanitised. */
export const previewMarkdown = (source: string): string => sanitizeHelpHtml(markdown.parse(source) as string);
