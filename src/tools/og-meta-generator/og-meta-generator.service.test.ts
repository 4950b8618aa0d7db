import { describe, expect, it } from 'vitest';
import { changePageType, EMPTY_FORM, escapeAttribute, generateMetaTags, previewDomain, sizeError, splitLines, urlError, type OgForm } from './og-meta-generator.service';

const form = (patch: Partial<OgForm>): OgForm => ({ ...EMPTY_FORM, ...patch });

describe('generateMetaTags', () => {
  it('gives the default output exactly', () => {
    expect(generateMetaTags(EMPTY_FORM)).toBe(
      '<!-- og meta -->\n<meta property="og:type" content="website" />\n\n<!-- twitter meta -->\n<meta name="twitter:card" content="summary_large_image" />',
    );
  });

  it('gives a full website example exactly, in fixed order', () => {
    const full = form({
      imageHeight: '630',
      twitterCreator: '@author',
      title: '  IT Tools  ',
      url: 'https://it-tools.tech/',
      description: 'Handy tools for developers',
      imageUrl: 'https://it-tools.tech/banner.png',
      imageAlt: 'The IT Tools logo',
      imageWidth: '1200',
      twitterCard: 'summary',
      twitterSite: '@ittoolsdottech',
    });
    expect(generateMetaTags(full)).toBe(
      [
        '<!-- og meta -->',
        '<meta property="og:type" content="website" />',
        '<meta property="og:title" content="IT Tools" />',
        '<meta property="og:description" content="Handy tools for developers" />',
        '<meta property="og:url" content="https://it-tools.tech/" />',
        '<meta property="og:image" content="https://it-tools.tech/banner.png" />',
        '<meta property="og:image:alt" content="The IT Tools logo" />',
        '<meta property="og:image:width" content="1200" />',
        '<meta property="og:image:height" content="630" />',
        '',
        '<!-- twitter meta -->',
        '<meta name="twitter:card" content="summary" />',
        '<meta name="twitter:site" content="@ittoolsdottech" />',
        '<meta name="twitter:creator" content="@author" />',
        '<meta name="twitter:title" content="IT Tools" />',
        '<meta name="twitter:description" content="Handy tools for developers" />',
        '<meta name="twitter:image" content="https://it-tools.tech/banner.png" />',
        '<meta name="twitter:image:alt" content="The IT Tools logo" />',
      ].join('\n'),
    );
  });

  it('escapes & < > " \' in every value', () => {
    const output = generateMetaTags(form({ title: `Tom & "Jerry" <script>alert('x')</script>` }));
    expect(output).toContain('<meta property="og:title" content="Tom &amp; &quot;Jerry&quot; &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;" />');
    expect(output).toContain('<meta name="twitter:title" content="Tom &amp; &quot;Jerry&quot; &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;" />');
    expect(output).not.toContain('<script');
  });

  it('writes article tags without an og: prefix, in form order', () => {
    const output = generateMetaTags(
      form({ type: 'article', typeValues: { 'article:tag': 'web', 'article:published_time': '2024-01-31T10:00:00Z', 'article:author': 'Jane', 'book:isbn': 'ignored' } }),
    );
    expect(output.split('\n').slice(0, 5)).toEqual([
      '<!-- og meta -->',
      '<meta property="og:type" content="article" />',
      '<meta property="article:published_time" content="2024-01-31T10:00:00Z" />',
      '<meta property="article:author" content="Jane" />',
      '<meta property="article:tag" content="web" />',
    ]);
    expect(output).not.toContain('og:article');
    expect(output).not.toContain('book:isbn');
  });

  it('makes one tag per non-empty line of a multi field', () => {
    const output = generateMetaTags(form({ type: 'video.episode', typeValues: { 'video:actor': 'Ann\n\n  Bob  \r\nCy', 'video:series': 'https://x.test/show' } }));
    expect(output).toContain('<meta property="video:actor" content="Ann" />\n<meta property="video:actor" content="Bob" />\n<meta property="video:actor" content="Cy" />');
    expect(output).toContain('<meta property="video:series" content="https://x.test/show" />');
  });

  it('uses disc, not disk, for music', () => {
    const output = generateMetaTags(form({ type: 'music.song', typeValues: { 'music:album:disc': '1', 'music:album:track': '2', 'music:musician': 'A\nB' } }));
    expect(output).toContain('<meta property="music:album:disc" content="1" />');
    expect(output).toContain('<meta property="music:musician" content="A" />\n<meta property="music:musician" content="B" />');
  });

  it('leaves out invalid URLs and sizes', () => {
    const output = generateMetaTags(form({ url: 'example.com', imageUrl: 'ftp://x.test/a.png', imageWidth: '0', imageHeight: '12px', title: 'T' }));
    expect(output).toBe(
      '<!-- og meta -->\n<meta property="og:type" content="website" />\n<meta property="og:title" content="T" />\n\n<!-- twitter meta -->\n<meta name="twitter:card" content="summary_large_image" />\n<meta name="twitter:title" content="T" />',
    );
  });
});

describe('validation', () => {
  it.each([
    ['', undefined],
    ['https://x.test', undefined],
    ['  http://x.test/a?b  ', undefined],
    ['example.com', 'invalidUrl'],
    ['/relative', 'invalidUrl'],
    ['javascript:alert(1)', 'invalidUrl'],
    ['ftp://x.test', 'invalidUrl'],
    ['https:x.test', 'invalidUrl'],
  ])('url %j → %s', (value, expected) => {
    expect(urlError(value)).toBe(expected);
  });

  it.each([
    ['', undefined],
    ['1', undefined],
    ['1200', undefined],
    ['0', 'invalidNumber'],
    ['00', 'invalidNumber'],
    ['-5', 'invalidNumber'],
    ['1.5', 'invalidNumber'],
    ['12px', 'invalidNumber'],
    ['1e3', 'invalidNumber'],
  ])('size %j → %s', (value, expected) => {
    expect(sizeError(value)).toBe(expected);
  });
});

describe('helpers', () => {
  it('clears the type section when the page type changes', () => {
    const article = form({ type: 'article', title: 'Kept', typeValues: { 'article:author': 'Jane' } });
    const book = changePageType(article, 'book');
    expect(book.type).toBe('book');
    expect(book.typeValues).toEqual({});
    expect(book.title).toBe('Kept');
    expect(changePageType(article, 'article')).toBe(article);
  });

  it('escapes attributes and splits lines', () => {
    expect(escapeAttribute(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
    expect(splitLines(' a \n\n b ')).toEqual(['a', 'b']);
  });

  it('shows the domain of the page URL, else of the image', () => {
    expect(previewDomain(form({ url: 'https://www.example.com/a', imageUrl: 'https://cdn.test/i.png' }))).toBe('www.example.com');
    expect(previewDomain(form({ url: 'bad', imageUrl: 'https://cdn.test/i.png' }))).toBe('cdn.test');
    expect(previewDomain(EMPTY_FORM)).toBe('');
  });
});
