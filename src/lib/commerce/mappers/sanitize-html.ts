/**
 * CMS HTML (product descriptions, rendered with `set:html`) goes through `sanitize-html`, an allow-list
 * sanitizer over a real HTML parser: the admin is a trusted person, but the text it stores is not trusted code.
 * What CMS content needs survives: simple formatting, lists, tables and links (http, https or relative).
 * No `style` or event attribute survives on any tag, so no CSS or script can ride along.
 */
import sanitize from 'sanitize-html';

/** Elements whose content is code or foreign markup, never shopper-readable text: dropped with their content. */
const DROP_WITH_CONTENT = [
  'script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'option', 'title', 'xmp',
  'noembed', 'noframes', 'svg', 'math', 'select', 'frameset', 'applet', 'head',
];

/** Scheme and host decided on the value the browser will use: entities decoded, ignored characters removed. */
function isExternalLink(href: string | undefined): boolean {
  // eslint-disable-next-line no-control-regex
  return href !== undefined && /^https?:/i.test(href.replace(/[\u0000-\u0020]/g, ''));
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'h2', 'h3', 'h4', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
  // `rel` is ours, never the CMS's: links that leave the store pass no ranking and no window handle.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href === undefined ? {} : { href: attribs.href }),
        ...(isExternalLink(attribs.href) ? { rel: 'nofollow noopener noreferrer' } : {}),
      },
    }),
  },
  // The parser reads a stray `</p>` as an empty paragraph, as browsers do: an empty paragraph shows nothing.
  exclusiveFilter: (frame) => frame.tag === 'p' && frame.text.trim() === '',
  // Text comes back entity-decoded; a no-break space stays visible as one in the stored HTML.
  textFilter: (text) => text.replace(/\u00a0/g, '&nbsp;'),
};

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  // The page is HTML, not XHTML: void elements are written without the XML slash.
  return sanitize(html, OPTIONS).replace(/<br \/>/g, '<br>');
}

/** Whether a link with this `href` attribute source (entities and all) keeps its target after sanitizing. */
export function isSafeHref(raw: string): boolean {
  return sanitizeHtml(`<a href="${raw.replace(/"/g, '&quot;')}">x</a>`).startsWith('<a href=');
}
