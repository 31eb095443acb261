import { describe, expect, it } from 'vitest';
import { isSafeHref, sanitizeHtml } from '@/lib/commerce/mappers/sanitize-html.ts';

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

  it('drops script in every disguise', () => {
    expect(sanitizeHtml('<scr<script>x</script>ipt>alert(1)</script>')).not.toMatch(/<script/i);
    expect(sanitizeHtml('<ScRiPt>alert(1)</sCrIpT>ok')).toBe('ok');
    expect(sanitizeHtml('<script src="https://evil.example/x.js"></script>ok')).toBe('ok');
    expect(sanitizeHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(sanitizeHtml('<template><script>alert(1)</script></template>ok')).toBe('ok');
    expect(sanitizeHtml('<object data="x.swf"></object><embed src="x.swf">ok')).toBe('ok');
    expect(sanitizeHtml('<math><mtext><script>alert(1)</script></mtext></math>ok')).toBe('ok');
    expect(sanitizeHtml('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>ok')).not.toMatch(/<img|onerror=/i);
  });

  it('drops every event handler attribute, whatever its case or quoting', () => {
    expect(sanitizeHtml('<a href="/x" onmouseover="alert(1)">x</a>')).toBe('<a href="/x">x</a>');
    expect(sanitizeHtml('<strong ONCLICK=alert(1)>b</strong>')).toBe('<strong>b</strong>');
    expect(sanitizeHtml("<li onfocus='alert(1)' autofocus tabindex=0>x</li>")).toBe('<li>x</li>');
    expect(sanitizeHtml('<body onload="alert(1)"><p>x</p></body>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<svg onload=alert(1)>x</svg><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeHtml('<p/onclick=alert(1)>x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<a href="/x" rel="opener" target="_blank">x</a>')).toBe('<a href="/x">x</a>');
  });

  it('drops javascript: and data: links however they are written', () => {
    const hrefs = [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'JaVaScRiPt:alert(1)',
      '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
      '&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)',
      '&#0000106;avascript:alert(1)',
      'jaVa&#x53;cript&colon;alert(1)',
      'java&NewLine;script:alert(1)',
      'java&Tab;script:alert(1)',
      '\u0001javascript:alert(1)',
      'javascript&#58;alert(1)',
      '  javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      '\\\\evil.example',
    ];
    for (const href of hrefs) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
      expect(isSafeHref(href), href).toBe(false);
    }
  });

  it('lets no style reach the page: no style attribute, no style element, no CSS expression or url()', () => {
    expect(sanitizeHtml('<p style="width: expression(alert(1))">x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<p style="background:url(javascript:alert(1))">x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<a href="/x" style="position:fixed;inset:0">x</a>')).toBe('<a href="/x">x</a>');
    expect(sanitizeHtml('<STYLE>@import "https://evil.example/x.css";</STYLE><p>x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<style>body{background:url("javascript:alert(1)")}</style>ok')).toBe('ok');
    expect(sanitizeHtml('<link rel="stylesheet" href="https://evil.example/x.css">ok')).toBe('ok');
    expect(sanitizeHtml('<p class="hidden" id="x">x</p>')).toBe('<p>x</p>');
    const css = sanitizeHtml('<div style="x:expression(alert(1))"><span style="background-image:url(&#106;avascript:alert(1))">t</span></div>');
    expect(css).toBe('t');
  });

  it('keeps what the seeded product descriptions hold', () => {
    const description =
      '<p><strong>iPhone 15 Pro</strong> by Apple. Phones &amp; tablets</p><ul><li>Official Apple warranty in Qatar</li>' +
      '<li>Same-day delivery in Doha for orders placed before 7:30 PM</li></ul>';
    expect(sanitizeHtml(description)).toBe(description);
    const arabic = '<p><strong>آيفون 15 برو</strong> من أبل.</p><ul><li>ضمان أبل الرسمي في قطر</li></ul>';
    expect(sanitizeHtml(arabic)).toBe(arabic);
  });

  it('handles empty input', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});
