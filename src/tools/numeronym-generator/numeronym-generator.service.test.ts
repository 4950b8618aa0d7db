import { describe, expect, it } from 'vitest';
import { generateNumeronym, wordToNumeronym } from './numeronym-generator.service';

describe('generateNumeronym', () => {
  it.each<[string, string, string]>([
    ['the classic i18n', 'internationalization', 'i18n'],
    ['a11y', 'accessibility', 'a11y'],
    ['l10n', 'localization', 'l10n'],
    ['case preserved', 'Kubernetes', 'K8s'],
    ['empty', '', ''],
    ['1 letter', 'a', 'a'],
    ['2 letters', 'ab', 'ab'],
    ['3 letters', 'abc', 'abc'],
    ['4 letters', 'abcd', 'a2d'],
    ['5 letters', 'hello', 'h3o'],
    ['a phrase', 'accessibility Kubernetes', 'a11y K8s'],
    ['leading, trailing and repeated spaces kept', '  accessibility   Kubernetes ', '  a11y   K8s '],
    ['tabs and newlines kept', 'internationalization\tlocalization\nKubernetes\r\nabc', 'i18n\tl10n\nK8s\r\nabc'],
    ['only whitespace', ' \t\n ', ' \t\n '],
    ['punctuation is part of the word', 'localization,', 'l11,'],
    ['accented letters (precomposed)', 'éléphant', 'é6t'],
    ['accented letters (combining marks)', 'e\u0301le\u0301phant', 'e\u03016t'],
    ['an emoji counts 1', '🙂abcd🙂', '🙂4🙂'],
    ['a ZWJ family counts 1', '👨‍👩‍👧xy', '👨‍👩‍👧xy'],
    ['flags count 1 each', '🇫🇷🇩🇪🇮🇹🇪🇸', '🇫🇷2🇪🇸'],
    ['no-break space separates words', 'abcdef\u00a0ghijkl', 'a4f\u00a0g4l'],
    ['ideographic space separates words', 'abcdef\u3000ghijkl', 'a4f\u3000g4l'],
    ['digits are characters too', '1234567', '157'],
  ])('%s', (_name, input, expected) => {
    expect(generateNumeronym(input)).toBe(expected);
  });

  it('three graphemes in more than three code units stay unchanged', () => {
    expect(wordToNumeronym('🙂🙂🙂')).toBe('🙂🙂🙂');
    expect(wordToNumeronym('e\u0301e\u0301e\u0301')).toBe('e\u0301e\u0301e\u0301');
  });

  it('handles 200,000 characters of junk quickly and keeps the whitespace', () => {
    const junk = 'x\u0000🙂 \u0301é\t'.repeat(25_000);
    const started = performance.now();
    const result = generateNumeronym(junk);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(result.split(' ').length).toBe(junk.split(' ').length);
  });

  it('a 100,000-letter word becomes first + 99998 + last', () => {
    expect(generateNumeronym(`a${'b'.repeat(99_998)}c`)).toBe('a99998c');
  });
});
