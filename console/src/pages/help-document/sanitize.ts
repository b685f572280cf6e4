import DOMPurify from 'dompurify';

const purify = DOMPurify();

// A link of a document opens beside the help page, never in its place and without a handle back to it.
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * The HTML of a help document made safe to put in the page (DOMPurify): no script, frame, form, style or
 * event handler survives, and links and pictures keep only http(s), mailto, tel and relative addresses.
 */
export const sanitizeHelpHtml = (html: string): string =>
  purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
