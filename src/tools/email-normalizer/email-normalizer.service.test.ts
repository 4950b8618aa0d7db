import { describe, expect, it } from 'vitest';
import { normalizeEmailAddress, normalizeEmails } from './email-normalizer.service';

describe('email normalizer', () => {
  // Expected values written by hand from the providers' documented rules.
  it.each([
    ['Gmail: dots and +tag removed, lower-cased', 'John.Doe+News@Gmail.com', 'johndoe@gmail.com'],
    ['googlemail.com becomes gmail.com', 'j.doe+x@googlemail.com', 'jdoe@gmail.com'],
    ['Outlook: +tag removed, dots kept', 'First.Last+tag@outlook.com', 'first.last@outlook.com'],
    ['Hotmail under a country suffix', 'a.b+c@hotmail.co.uk', 'a.b@hotmail.co.uk'],
    ['Live.com keeps its dots', 'j.doe+spam@live.com', 'j.doe@live.com'],
    ['live.* outside validator\'s list', 'j.doe+spam@live.ca', 'j.doe@live.ca'],
    ['msn.com', 'x+y@msn.com', 'x@msn.com'],
    ['passport.com', 'x+y@passport.com', 'x@passport.com'],
    ['iCloud: +tag removed', 'Me.Too+apps@iCloud.com', 'me.too@icloud.com'],
    ['me.com', 'a+b@me.com', 'a@me.com'],
    ['other domain: lower-case only', 'John.Doe+tag@Example.ORG', 'john.doe+tag@example.org'],
    ['Yahoo: lower-case only (no sub-address removal)', 'John-Doe@Yahoo.com', 'john-doe@yahoo.com'],
    ['Yandex stays on its domain', 'Ivan@yandex.com', 'ivan@yandex.com'],
  ])('%s', (_name, input, expected) => {
    expect(normalizeEmailAddress(input)).toBe(expected);
  });

  it.each([['not an email'], ['a@'], ['@b.com'], ['a b@c.com'], ['a@b']])('rejects %j', (input) => {
    expect(normalizeEmailAddress(input)).toBeUndefined();
  });

  it('keeps one line per input line, trims, keeps blank lines and reports invalid lines', () => {
    expect(normalizeEmails('  A.B@gmail.com  \n\nnope\r\nX@Example.com', { removeDuplicates: false })).toBe(
      'ab@gmail.com\n\nUnable to parse email: nope\nx@example.com',
    );
  });

  it('removes duplicates of the normalized address, drops blank lines, keeps error lines', () => {
    const input = 'a.b@gmail.com\nAB+x@googlemail.com\n\nbad\nbad\nc@live.com\nc+1@live.com\n';
    expect(normalizeEmails(input, { removeDuplicates: true })).toBe('ab@gmail.com\nUnable to parse email: bad\nUnable to parse email: bad\nc@live.com');
  });

  it('gives an empty output for an empty input', () => {
    expect(normalizeEmails('', { removeDuplicates: false })).toBe('');
  });
});
