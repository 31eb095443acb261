import { describe, expect, it } from 'vitest';
import { isSafeHref, sanitizeHtml } from '../../../src/lib/commerce/sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('keeps the allowed formatting tags', () => {
    const html = '<h2>Specs</h2><p>Fast <strong>A17</strong> <em>chip</em><br>and <b>more</b> <i>stuff</i></p>' +
      '<ul><li>One</li></ul><ol><li>Two</li></ol><h3>T</h3><h4>U</h4>' +
      '<table><tbody><tr><th>Size</th><td>6.1"</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts, styles and iframes with their content', () => {
    expect(sanitizeHtml('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeHtml('<style>p{color:red}</style><p>x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<iframe src="https://evil"></iframe>ok')).toBe('ok');
    expect(sanitizeHtml('<SCRIPT type="text/javascript">x</SCRIPT >y')).toBe('y');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>z')).toBe('z');
    expect(sanitizeHtml('<script>never closed')).toBe('');
  });

  it('removes event handlers, styles and other attributes', () => {
    expect(sanitizeHtml('<p onclick="x()" style="color:red" class="c">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>after')).toBe('after');
    expect(sanitizeHtml('<div onmouseover="x"><span>kept text</span></div>')).toBe('kept text');
  });

  it('keeps http(s) and relative links, drops javascript: and other schemes', () => {
    expect(sanitizeHtml('<a href="https://apple.com" onclick="x">Apple</a>')).toBe(
      '<a href="https://apple.com" rel="nofollow noopener noreferrer">Apple</a>',
    );
    expect(sanitizeHtml('<a href="/ar/products/x?y=1&amp;z=2">x</a>')).toBe('<a href="/ar/products/x?y=1&amp;z=2">x</a>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="jav&#x61;script:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="java\tscript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="javascript&colon;alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml("<a href='data:text/html,<script>alert(1)</script>'>x</a>")).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="//evil.com">x</a>')).toBe('<a>x</a>');
  });

  it('decides link safety after decoding entities and stripping control characters', () => {
    expect(isSafeHref('http://x')).toBe(true);
    expect(isSafeHref('products/x')).toBe(true);
    expect(isSafeHref('#top')).toBe(true);
    expect(isSafeHref('mailto:a@b.c')).toBe(false);
    expect(isSafeHref('&#106;avascript:alert(1)')).toBe(false);
    expect(isSafeHref('vbscript:x')).toBe(false);
    expect(isSafeHref('')).toBe(false);
  });

  it('never lets text open a tag and keeps valid entities', () => {
    expect(sanitizeHtml('price < 100 & > 50')).toBe('price &lt; 100 &amp; &gt; 50');
    expect(sanitizeHtml('A&nbsp;B &amp; C')).toBe('A&nbsp;B &amp; C');
    expect(sanitizeHtml('<!-- <script>x</script> -->ok')).toBe('ok');
    expect(sanitizeHtml('<!DOCTYPE html><p>x</p>')).toBe('<p>x</p>');
  });

  it('produces well-formed output', () => {
    expect(sanitizeHtml('<p><strong>unclosed')).toBe('<p><strong>unclosed</strong></p>');
    expect(sanitizeHtml('</p>stray</li>')).toBe('stray');
    expect(sanitizeHtml('<ul><li>a<li>b</ul>')).toBe('<ul><li>a</li><li>b</li></ul>');
    expect(sanitizeHtml('<ul><li>a<ul><li>b</ul></ul>')).toBe('<ul><li>a<ul><li>b</li></ul></li></ul>');
    expect(sanitizeHtml('<p>one<p>two')).toBe('<p>one</p><p>two</p>');
  });

  it('handles empty input', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});
