import { describe, expect, it } from 'vitest';
import { LayoutTemplates } from './layout-templates';

/** A formatter whose output holds each value once, in order (what the templates expect). */
const format = (values: readonly string[]) => `<${values.join(' | ')}>`;
const cut = (values: readonly string[]) => (output: string) => {
  const parts: string[] = [];
  let from = 0;
  for (const value of values) {
    const at = output.indexOf(value, from);
    if (at === -1) return undefined;
    parts.push(output.slice(from, at));
    from = at + value.length;
  }
  return [...parts, output.slice(from)];
};

describe('LayoutTemplates', () => {
  it('prints a shape twice (made, then checked on first reuse), then puts it together', () => {
    const templates = new LayoutTemplates();
    let calls = 0;
    const output = (values: string[]) => templates.output('options', 'shape', values, () => (calls++, format(values)), cut(values));
    expect(output(['a', 'bb'])).toBe('<a | bb>');
    expect(output(['c', 'dd'])).toBe('<c | dd>');
    expect(output(['e', 'ff'])).toBe('<e | ff>');
    expect(output(['g', 'hh'])).toBe('<g | hh>');
    expect(calls).toBe(2);
    expect(templates.counts).toEqual({ printed: 2, reused: 2 });
  });

  it('never reuses a template whose first reuse differs from the printed output', () => {
    const templates = new LayoutTemplates();
    let calls = 0;
    // The layout depends on a value's text, not only its length: the check must catch it.
    const print = (values: string[]) => () => (calls++, values[0] === 'x' ? `[${values[0]}]` : format(values));
    const output = (values: string[]) => templates.output('options', 'shape', values, print(values), cut(values));
    expect(output(['a'])).toBe('<a>');
    expect(output(['x'])).toBe('[x]');
    expect(output(['b'])).toBe('<b>');
    expect(calls).toBe(3);
  });

  it('keeps shapes apart per set of options, and gives up on a shape whose values cannot be found', () => {
    const templates = new LayoutTemplates();
    expect(templates.output('one', 'shape', ['a'], () => format(['a']), cut(['a']))).toBe('<a>');
    expect(templates.output('two', 'shape', ['b'], () => `(${'b'})`, cut(['b']))).toBe('(b)');
    let calls = 0;
    const hidden = (values: string[]) => templates.output('three', 'shape', values, () => (calls++, '<hidden>'), cut(values));
    hidden(['a']);
    hidden(['b']);
    hidden(['c']);
    expect(calls).toBe(3);
  });

  it('forgets every template of a set of options when it holds too many', () => {
    const templates = new LayoutTemplates(2);
    const output = (shape: string, value: string, onPrint = () => {}) => templates.output('options', shape, [value], () => (onPrint(), format([value])), cut([value]));
    output('s1', 'a');
    output('s1', 'b'); // checked: s1 is now put together without printing
    let calls = 0;
    output('s1', 'c', () => calls++);
    expect(calls).toBe(0);
    output('s2', 'a');
    output('s3', 'a'); // a third shape: the two known ones are forgotten
    output('s1', 'd', () => calls++);
    expect(calls).toBe(1); // s1 was forgotten: printed again, a new template made
  });
});
