import sanitizeHtml from 'sanitize-html';

/**
 * The tags an article or an FAQ answer may use: text structure, lists, quotes, tables, links
 * and images. Everything else (scripts, styles, iframes, forms) is dropped with its content.
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 'small', 'mark', 'sub', 'sup',
    'ul', 'ol', 'li', 'blockquote', 'figure', 'figcaption', 'img', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  // Relative links stay (store pages, /media art); other schemes (javascript:, data:) go.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that leaves the store opens in a new tab without handing it the page.
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return { tagName, attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

/**
 * Rich text from the database, made safe to put into a page: no script, no inline handler
 * (`onerror=`, `onclick=`), no `javascript:` or `data:` URL. Applied when content is stored
 * and again when it is served, so a row written around the store's own code is still clean.
 */
export function cleanHtml(html: string): string {
  return sanitizeHtml(html, ALLOWED).trim();
}
