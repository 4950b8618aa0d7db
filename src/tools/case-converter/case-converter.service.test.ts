import { describe, expect, it } from 'vitest';
import { CASE_IDS, convertAllCases, convertText, splitWords, titleCase, type CaseId } from './case-converter.service';

/** Expected values written by hand from the spec's rules (words, then the case's joiner). */
describe('the default string', () => {
  const expected: Record<CaseId, string> = {
    lowercase: 'lorem ipsum dolor sit amet',
    uppercase: 'LOREM IPSUM DOLOR SIT AMET',
    camelcase: 'loremIpsumDolorSitAmet',
    capitalcase: 'Lorem Ipsum Dolor Sit Amet',
    constantcase: 'LOREM_IPSUM_DOLOR_SIT_AMET',
    dotcase: 'lorem.ipsum.dolor.sit.amet',
    headercase: 'Lorem-Ipsum-Dolor-Sit-Amet',
    nocase: 'lorem ipsum dolor sit amet',
    paramcase: 'lorem-ipsum-dolor-sit-amet',
    pascalcase: 'LoremIpsumDolorSitAmet',
    pathcase: 'lorem/ipsum/dolor/sit/amet',
    sentencecase: 'Lorem ipsum dolor sit amet',
    snakecase: 'lorem_ipsum_dolor_sit_amet',
    mockingcase: 'LoReM IpSuM DoLoR SiT AmEt',
    titlecase: 'Lorem Ipsum Dolor Sit Amet',
    inversecase: 'LOREM IPSUM DOLOR SIT AMET',
  };
  it.each(CASE_IDS.map((id) => [id, expected[id]] as const))('%s → %s', (id, output) => {
    expect(convertText('lorem ipsum dolor sit amet', id)).toBe(output);
  });
});

describe('word splitting', () => {
  it.each<[string, string[]]>([
    ['helloWorld', ['hello', 'World']],
    ['XMLHttpRequest', ['XML', 'Http', 'Request']],
    ['helloWorld XMLHttpRequest', ['hello', 'World', 'XML', 'Http', 'Request']],
    ['user_id2', ['user', 'id2']],
    ['Élan vital café-crème', ['Élan', 'vital', 'café', 'crème']],
    ['Cafe\u0301 noir', ['Café', 'noir']],
    ['  --foo...bar__ ', ['foo', 'bar']],
    ['!!! --- ???', []],
    ['', []],
  ])('%j → %j', (text, words) => {
    expect(splitWords(text)).toEqual(words);
  });
});

describe('acronyms, accents and digits', () => {
  it.each<[string, CaseId, string]>([
    ['helloWorld XMLHttpRequest', 'camelcase', 'helloWorldXmlHttpRequest'],
    ['helloWorld XMLHttpRequest', 'pascalcase', 'HelloWorldXmlHttpRequest'],
    ['helloWorld XMLHttpRequest', 'snakecase', 'hello_world_xml_http_request'],
    ['helloWorld XMLHttpRequest', 'constantcase', 'HELLO_WORLD_XML_HTTP_REQUEST'],
    ['helloWorld XMLHttpRequest', 'capitalcase', 'Hello World Xml Http Request'],
    ['helloWorld XMLHttpRequest', 'headercase', 'Hello-World-Xml-Http-Request'],
    ['helloWorld XMLHttpRequest', 'sentencecase', 'Hello world xml http request'],
    ['helloWorld XMLHttpRequest', 'lowercase', 'helloworld xmlhttprequest'],
    ['Élan vital café-crème', 'camelcase', 'élanVitalCaféCrème'],
    ['Élan vital café-crème', 'pascalcase', 'ÉlanVitalCaféCrème'],
    ['Élan vital café-crème', 'constantcase', 'ÉLAN_VITAL_CAFÉ_CRÈME'],
    ['Élan vital café-crème', 'paramcase', 'élan-vital-café-crème'],
    ['Élan vital café-crème', 'pathcase', 'élan/vital/café/crème'],
    ['Élan vital café-crème', 'uppercase', 'ÉLAN VITAL CAFÉ-CRÈME'],
    ['user_id2 value', 'camelcase', 'userId2Value'],
    ['user_id2 value', 'pascalcase', 'UserId2Value'],
    ['user_id2 value', 'dotcase', 'user.id2.value'],
    ['version 2 release', 'camelcase', 'version2Release'],
    ['version 2 release', 'snakecase', 'version_2_release'],
    ['Привет мир', 'snakecase', 'привет_мир'],
    ['Привет мир', 'pascalcase', 'ПриветМир'],
  ])('%j %s → %j', (text, id, output) => {
    expect(convertText(text, id)).toBe(output);
  });
});

describe('punctuation-only and empty input', () => {
  it('punctuation only: word-based outputs are empty, the others keep the text', () => {
    const outputs = convertAllCases('!!! --- ???');
    expect(outputs.camelcase).toBe('');
    expect(outputs.snakecase).toBe('');
    expect(outputs.sentencecase).toBe('');
    expect(outputs.lowercase).toBe('!!! --- ???');
    expect(outputs.mockingcase).toBe('!!! --- ???');
  });

  it('empty input empties every output', () => {
    expect(Object.values(convertAllCases(''))).toEqual(CASE_IDS.map(() => ''));
  });
});

describe('mocking, inverse and title case', () => {
  it.each<[string, CaseId, string]>([
    ['hello world', 'mockingcase', 'HeLlO WoRlD'],
    ['ABCDEF', 'mockingcase', 'AbCdEf'],
    ['a👋b', 'mockingcase', 'A👋B'],
    ['Hello World', 'inversecase', 'hELLO wORLD'],
    ['iPhone 15', 'inversecase', 'IpHONE 15'],
    ['the lord of the rings', 'titlecase', 'The Lord of the Rings'],
    ['a tale of two cities', 'titlecase', 'A Tale of Two Cities'],
    ['what are you looking at', 'titlecase', 'What Are You Looking At'],
    ['star wars: a new hope', 'titlecase', 'Star Wars: A New Hope'],
    ['the iPhone and NASA', 'titlecase', 'The iPhone and NASA'],
  ])('%j %s → %j', (text, id, output) => {
    expect(convertText(text, id)).toBe(output);
  });

  it('title case keeps leading punctuation and spacing', () => {
    expect(titleCase('"hello"  there')).toBe('"Hello"  There');
  });
});

describe('line by line', () => {
  it.each<[string, CaseId, string]>([
    ['foo bar\nbaz qux', 'camelcase', 'fooBar\nbazQux'],
    ['foo bar\r\nbaz qux', 'snakecase', 'foo_bar\r\nbaz_qux'],
    ['one two\n\nthree', 'pascalcase', 'OneTwo\n\nThree'],
    ['ab\ncd', 'mockingcase', 'Ab\nCd'],
  ])('%j %s → %j', (text, id, output) => {
    expect(convertText(text, id, { perLine: true })).toBe(output);
  });

  it('without it, lines are words of one string', () => {
    expect(convertText('foo bar\nbaz qux', 'camelcase')).toBe('fooBarBazQux');
    expect(convertText('ab\ncd', 'mockingcase')).toBe('Ab\ncD');
  });
});
