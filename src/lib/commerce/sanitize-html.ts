/**
 * Allow-list HTML sanitizer for product descriptions rendered with `set:html`. Descriptions come from the
 * commerce admin, so they are treated as untrusted: only simple formatting tags survive, the only attribute
 * kept is `href` on links (http, https or relative), and the contents of script-like elements are dropped.
 * Output is always well-formed: stray closing tags are dropped and open tags are closed at the end.
 */

const ALLOWED_TAGS = new Set([
  'p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'h2', 'h3', 'h4',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'a',
]);

const VOID_TAGS = new Set(['br']);

/** Elements whose content is code or foreign markup, never shopper-readable text: dropped with their content. */
const DROP_WITH_CONTENT = new Set([
  'script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'title', 'xmp',
  'noembed', 'noframes', 'svg', 'math', 'select', 'frameset', 'applet', 'head',
]);

/**
 * Tags a browser closes implicitly when a sibling of the same kind starts (`<li>a<li>b`): tag -> the
 * containers that bound the search for the open one.
 */
const IMPLICITLY_CLOSED: Record<string, readonly string[]> = {
  li: ['ul', 'ol'],
  tr: ['table', 'thead', 'tbody', 'tfoot'],
  td: ['tr'],
  th: ['tr'],
  p: ['li', 'td', 'th'],
};

const TAG_PATTERN = /<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/y;
const ATTRIBUTE_PATTERN = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n', nbsp: '\u00a0',
  sol: '/', period: '.', lpar: '(', rpar: ')',
};

function decodeEntities(value: string): string {
  return value.replace(/&(#\d+|#x[0-9a-fA-F]+|[a-zA-Z]+);?/g, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Text keeps its valid entities (`&nbsp;`, `&amp;`) but can never open a tag. */
function escapeText(text: string): string {
  return text
    .replace(/&(?!#\d+;|#x[0-9a-fA-F]+;|[a-zA-Z][a-zA-Z0-9]*;)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * A link target is safe when, after decoding entities and removing the whitespace and control characters
 * browsers ignore, it is http(s) or relative (no scheme at all, and not protocol-relative `//host`).
 */
export function isSafeHref(raw: string): boolean {
  // eslint-disable-next-line no-control-regex
  const href = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (href === '') return false;
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(href);
  if (scheme) return ['http', 'https'].includes((scheme[1] ?? '').toLowerCase());
  if (href.startsWith('//') || href.startsWith('\\')) return false;
  // A colon before any path, query or fragment delimiter would be read as a scheme by some parsers.
  const firstDelimiter = href.search(/[/?#]/);
  const head = firstDelimiter === -1 ? href : href.slice(0, firstDelimiter);
  return !head.includes(':');
}

function safeHrefAttribute(attributes: string): string {
  for (const match of attributes.matchAll(ATTRIBUTE_PATTERN)) {
    if ((match[1] ?? '').toLowerCase() !== 'href') continue;
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    if (!isSafeHref(value)) return '';
    const decoded = decodeEntities(value).trim();
    const external = /^https?:/i.test(decoded);
    return ` href="${escapeAttribute(decoded)}"${external ? ' rel="nofollow noopener noreferrer"' : ''}`;
  }
  return '';
}

/** Index just after the closing tag of a dropped element, or the end of input when it is never closed. */
function skipElementContent(html: string, from: number, tag: string): number {
  const closing = new RegExp(`</${tag}\\b[^>]*>`, 'ig');
  closing.lastIndex = from;
  const match = closing.exec(html);
  return match ? match.index + match[0].length : html.length;
}

/** A piece of HTML as read by `htmlTokens`: text (raw, entities undecoded) or a start or end tag. */
export type HtmlToken =
  | { type: 'text'; text: string }
  | { type: 'tag'; name: string; closing: boolean; /** Raw attribute source, see `tagAttributes`. */ attributes: string };

/**
 * Reads untrusted HTML as text and tags, in document order. Comments, doctypes, CDATA and processing
 * instructions are skipped, and so are script-like elements with their content; a lone "<" (e.g.
 * "price < 100") is text. Tag names are lower case.
 */
export function* htmlTokens(html: string): Generator<HtmlToken> {
  let position = 0;
  while (position < html.length) {
    const lt = html.indexOf('<', position);
    if (lt === -1) {
      yield { type: 'text', text: html.slice(position) };
      return;
    }
    if (lt > position) yield { type: 'text', text: html.slice(position, lt) };

    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      position = end === -1 ? html.length : end + 3;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      // Doctype, CDATA or processing instruction: never content.
      const end = html.indexOf('>', lt);
      position = end === -1 ? html.length : end + 1;
      continue;
    }

    TAG_PATTERN.lastIndex = lt;
    const tag = TAG_PATTERN.exec(html);
    if (!tag) {
      yield { type: 'text', text: '<' };
      position = lt + 1;
      continue;
    }
    position = TAG_PATTERN.lastIndex;
    const closing = tag[1] === '/';
    const name = (tag[2] ?? '').toLowerCase();
    const attributes = tag[3] ?? '';

    if (!closing && DROP_WITH_CONTENT.has(name)) {
      if (!/\/\s*$/.test(attributes)) position = skipElementContent(html, position, name);
      continue;
    }
    yield { type: 'tag', name, closing, attributes };
  }
}

/** The attributes of a tag's raw attribute source: lower-case names, entity-decoded values; the first of a name wins. */
export function tagAttributes(attributes: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const match of attributes.matchAll(ATTRIBUTE_PATTERN)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!values.has(name)) values.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return values;
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const out: string[] = [];
  const open: string[] = [];

  for (const token of htmlTokens(html)) {
    if (token.type === 'text') {
      out.push(escapeText(token.text));
      continue;
    }
    const { name, closing: isClosing, attributes } = token;
    if (!ALLOWED_TAGS.has(name)) continue;

    if (isClosing) {
      const index = open.lastIndexOf(name);
      if (index === -1) continue;
      // Close everything opened inside it too, so the output nests correctly.
      while (open.length > index) out.push(`</${open.pop()}>`);
      continue;
    }
    if (VOID_TAGS.has(name)) {
      out.push(`<${name}>`);
      continue;
    }
    const boundaries = IMPLICITLY_CLOSED[name];
    if (boundaries) {
      const sameIndex = open.lastIndexOf(name);
      const boundaryIndex = Math.max(...boundaries.map((boundary) => open.lastIndexOf(boundary)));
      if (sameIndex !== -1 && sameIndex > boundaryIndex) {
        while (open.length > sameIndex) out.push(`</${open.pop()}>`);
      }
    }
    out.push(name === 'a' ? `<a${safeHrefAttribute(attributes)}>` : `<${name}>`);
    open.push(name);
  }

  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('');
}
