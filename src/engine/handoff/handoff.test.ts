import { describe, expect, it } from 'vitest';
import { clearHandoff, handOff, pastedFiles, pastedText, pastePatch, peekHandoff, RECIPE_PAGE, recipeHandoff, runFromState } from './handoff';

describe('the hand-off between pages', () => {
  it('waits for the page it is for until that page clears it; another page sees nothing', () => {
    handOff({ to: 'jwt-parser', op: 'jwt-parser', text: 'eyJ…', options: {} });
    expect(peekHandoff('jwt-parser')?.text).toBe('eyJ…');
    expect(peekHandoff('jwt-parser')?.text).toBe('eyJ…');
    expect(peekHandoff(RECIPE_PAGE)).toBeUndefined();
    clearHandoff('json-prettify');
    expect(pastedText('jwt-parser')).toBe('eyJ…');
    expect(pastedText('jwt-parser', 'other-op')).toBeUndefined();
    clearHandoff('jwt-parser');
    expect(peekHandoff('jwt-parser')).toBeUndefined();
  });

  it('carries files to a tool, and then fills no text field', () => {
    const file = new File(['%PDF-1.7'], 'a.pdf', { type: 'application/pdf' });
    handOff({ to: 'pdf-signature-checker', op: 'pdf-signature-checker', text: '', files: [file], options: {} });
    expect(pastedFiles('pdf-signature-checker')).toEqual([file]);
    expect(pastedFiles('zip-creator')).toBeUndefined();
    expect(pastePatch<{ input: string }>('input', peekHandoff('pdf-signature-checker')!)).toEqual({});
    clearHandoff('pdf-signature-checker');
  });

  it('puts a text where the screen says: one field, a field per operation, or a patch', () => {
    const handoff = { to: 'base64-string-converter', op: 'base64-string-decode', text: 'aGk=', options: {} };
    expect(pastePatch<{ encoded: string; plain: string }>('encoded', handoff)).toEqual({ encoded: 'aGk=' });
    expect(pastePatch<{ encoded: string; plain: string }>({ 'base64-string-decode': 'encoded', 'base64-string-encode': 'plain' }, handoff)).toEqual({ encoded: 'aGk=' });
    expect(pastePatch<{ a: string }>(() => ({ a: 'x' }), handoff)).toEqual({ a: 'x' });
    expect(
      pastePatch<{ a: string }>(() => {
        throw new Error('no');
      }, handoff),
    ).toEqual({});
  });

  it('hands a tool state to the Recipe page: the options named like the operation’s, the longest other text as input', () => {
    const run = runFromState('json-prettify', ['sortKeys', 'indentSize'], { rawJson: '{"a":1}', sortKeys: false, indentSize: 2, note: 'x' });
    expect(run).toEqual({ op: 'json-prettify', options: { sortKeys: false, indentSize: 2 }, input: '{"a":1}' });
    expect(runFromState('uuid-generator', ['count'], undefined)).toEqual({ op: 'uuid-generator', options: {}, input: '' });
    handOff(recipeHandoff(run));
    expect(peekHandoff(RECIPE_PAGE)).toEqual({ to: RECIPE_PAGE, op: 'json-prettify', text: '{"a":1}', options: { sortKeys: false, indentSize: 2 } });
    clearHandoff(RECIPE_PAGE);
    expect(peekHandoff(RECIPE_PAGE)).toBeUndefined();
  });
});
