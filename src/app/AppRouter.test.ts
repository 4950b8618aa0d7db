import { describe, expect, it } from 'vitest';
import { homeWithSlash } from './AppRouter';

describe('homeWithSlash', () => {
  it.each([
    ['/tools', '/tools/'],
    ['/tools?q=1', '/tools/?q=1'],
    ['/tools#top', '/tools/#top'],
    ['/tools/', '/tools/'],
    ['/tools/hash-text', '/tools/hash-text'],
    ['/toolsets', '/toolsets'],
    ['/other', '/other'],
  ])('under /tools, the string %s becomes %s', (to, expected) => {
    expect(homeWithSlash(to, '/tools')).toBe(expected);
  });

  it('adds the slash to a path object naming the home page only', () => {
    expect(homeWithSlash({ pathname: '/tools', search: '?a=b', hash: '' }, '/tools')).toEqual({ pathname: '/tools/', search: '?a=b', hash: '' });
    expect(homeWithSlash({ pathname: '/tools/base64-string-converter' }, '/tools')).toEqual({ pathname: '/tools/base64-string-converter' });
    expect(homeWithSlash({ search: '?a=b' }, '/tools')).toEqual({ search: '?a=b' });
  });

  it('changes nothing at the root', () => {
    expect(homeWithSlash('/', '/')).toBe('/');
    expect(homeWithSlash({ pathname: '/hash-text' }, '/')).toEqual({ pathname: '/hash-text' });
  });
});
