import { describe, expect, it } from 'vitest';
import { DEFAULT_ESCAPE_INPUT, DEFAULT_UNESCAPE_INPUT, escapeHtml, unescapeHtml } from './html-entities.service';

describe('escapeHtml', () => {
  it('escapes the default value into the default escaped value', () => {
    expect(escapeHtml(DEFAULT_ESCAPE_INPUT)).toBe(DEFAULT_UNESCAPE_INPUT);
  });

  it.each([
    ['&', '&amp;'],
    ['<', '&lt;'],
    ['>', '&gt;'],
    ['"', '&quot;'],
    ["'", '&#39;'],
    ['', ''],
    ['plain text / = ` é', 'plain text / = ` é'],
    ['&amp;', '&amp;amp;'],
    ['&lt;b&gt;', '&amp;lt;b&amp;gt;'],
    ['<a href="x" title=\'y\'>&</a>', '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;'],
  ])('%j → %j', (input, expected) => {
    expect(escapeHtml(input)).toBe(expected);
  });

  it.each([
    ['é', '&#xE9;'],
    ['ÿ', '&#xFF;'],
    ['\u0080', '&#x80;'],
    ['\u007f~', '\u007f~'],
    ['👋', '&#x1F44B;'],
    ['€ <3', '&#x20AC; &lt;3'],
    ['日本', '&#x65E5;&#x672C;'],
    ['👩‍💻', '&#x1F469;&#x200D;&#x1F4BB;'],
  ])('non-ASCII on: %j → %j', (input, expected) => {
    expect(escapeHtml(input, true)).toBe(expected);
  });

  it('keeps non-ASCII characters when the switch is off', () => {
    expect(escapeHtml('é 👋')).toBe('é 👋');
  });
});

describe('unescapeHtml', () => {
  it.each([
    [DEFAULT_UNESCAPE_INPUT, DEFAULT_ESCAPE_INPUT],
    ['&eacute;&copy;&hellip;&nbsp;', 'é©…\u00a0'],
    ['&#232;&#x00E9;&#XE9;&#8364;', 'èéé€'],
    ['&#128075;&#x1F44B;', '👋👋'],
    ['&amp &lt &copy', '& < ©'],
    ['&unknown; &foo', '&unknown; &foo'],
    ['&#39;&quot;&apos;', `'"'`],
    ['&amp;amp;', '&amp;'],
    ['', ''],
    ['no entities here', 'no entities here'],
  ])('%j → %j', (input, expected) => {
    expect(unescapeHtml(input)).toBe(expected);
  });

  it('turns an escaped event-handler payload into inert text', () => {
    const text = unescapeHtml('&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(text).toBe('<img src=x onerror=alert(1)><script>alert(2)</script>');
    expect(typeof text).toBe('string');
  });

  it('round-trips any text through escape (with and without the switch)', () => {
    const text = `<p class="a">Tom & Jerry's "show" — 👋 ünïcødé</p>`;
    expect(unescapeHtml(escapeHtml(text))).toBe(text);
    expect(unescapeHtml(escapeHtml(text, true))).toBe(text);
  });
});
