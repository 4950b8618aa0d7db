import { describe, expect, it } from 'vitest';
import { clearRecipeHandoff, handOffToRecipe, handoffFromState, peekRecipeHandoff } from './recipe-handoff';

describe('recipe handoff', () => {
  it('takes the options named like the operation’s and the longest other text as input', () => {
    expect(handoffFromState('json-prettify', ['sortKeys', 'indentSize'], { rawJson: '{"a":1}', sortKeys: false, indentSize: 2, note: 'x' })).toEqual({
      op: 'json-prettify',
      options: { sortKeys: false, indentSize: 2 },
      input: '{"a":1}',
    });
    expect(handoffFromState('uuid-generator', ['count'], undefined)).toEqual({ op: 'uuid-generator', options: {}, input: '' });
  });

  it('waits until the Recipe page clears it', () => {
    handOffToRecipe({ op: 'json-minify', options: {}, input: '{}' });
    expect(peekRecipeHandoff()).toEqual({ op: 'json-minify', options: {}, input: '{}' });
    expect(peekRecipeHandoff()).toEqual({ op: 'json-minify', options: {}, input: '{}' });
    clearRecipeHandoff();
    expect(peekRecipeHandoff()).toBeUndefined();
  });
});
