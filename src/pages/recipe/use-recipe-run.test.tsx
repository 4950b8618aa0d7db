// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRecipe, type Recipe } from '../../engine/recipe';
import { RECIPE_RUN_DELAY_MS, useRecipeRun } from './use-recipe-run';

/** The operation worker, replaced: each run answers with its input in capitals. */
const runRecipe = vi.hoisted(() => vi.fn());
vi.mock('../../engine/worker/operation-pool', () => ({ operationClient: { runRecipe } }));

const recipe: Recipe = createRecipe([{ op: 'base64-string-encode', opv: 1, options: {} }]);

beforeEach(() => {
  vi.useFakeTimers();
  runRecipe.mockReset();
  runRecipe.mockImplementation(async (_recipe: Recipe, input: string) => ({ ok: true, steps: [], output: { kind: 'text', value: input.toUpperCase() } }));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

type Props = { input: string; allowed: boolean; wholeInput?: string };
const render = (initialProps: Props) => renderHook(({ input, allowed, wholeInput }: Props) => useRecipeRun(recipe, input, allowed, wholeInput), { initialProps });
const tick = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
const inputs = () => runRecipe.mock.calls.map((call) => call[1] as string);

describe('useRecipeRun', () => {
  it('typed changes wait for the pause, and only the last one runs', async () => {
    const { result, rerender } = render({ input: 'a', allowed: true });
    await tick(RECIPE_RUN_DELAY_MS);
    expect(inputs()).toEqual(['a']);
    rerender({ input: 'ab', allowed: true });
    await tick(100);
    rerender({ input: 'abc', allowed: true });
    await tick(RECIPE_RUN_DELAY_MS - 1);
    expect(inputs()).toEqual(['a']);
    await tick(1);
    expect(inputs()).toEqual(['a', 'abc']);
    expect(result.current).toEqual({ status: 'done', steps: [], output: { kind: 'text', value: 'ABC' } });
  });

  it('a pasted input runs at once; typing after it waits for the pause again', async () => {
    const { result, rerender } = render({ input: '', allowed: true });
    await tick(RECIPE_RUN_DELAY_MS);
    rerender({ input: 'pasted', allowed: true, wholeInput: 'pasted' });
    await tick(0);
    expect(inputs()).toEqual(['', 'pasted']);
    expect(result.current).toMatchObject({ status: 'done', output: { value: 'PASTED' } });
    // Typing after the paste: the pause again.
    rerender({ input: 'pasted!', allowed: true, wholeInput: undefined });
    await tick(0);
    expect(inputs()).toEqual(['', 'pasted']);
    await tick(RECIPE_RUN_DELAY_MS);
    expect(inputs()).toEqual(['', 'pasted', 'pasted!']);
  });

  it('a recipe changed by a switch or a choice runs at once; a typed option waits for the pause', async () => {
    type RecipeProps = { recipe: Recipe; wholeRecipe?: Recipe };
    const recipes = () => runRecipe.mock.calls.map((call) => (call[0] as Recipe).steps[0]!.options);
    const { rerender } = renderHook(({ recipe: current, wholeRecipe }: RecipeProps) => useRecipeRun(current, 'text', true, undefined, wholeRecipe), {
      initialProps: { recipe } as RecipeProps,
    });
    await tick(RECIPE_RUN_DELAY_MS);
    expect(recipes()).toEqual([{}]);
    const switched = createRecipe([{ op: 'base64-string-encode', opv: 1, options: { urlSafe: true } }]);
    rerender({ recipe: switched, wholeRecipe: switched });
    await tick(0);
    expect(recipes()).toEqual([{}, { urlSafe: true }]);
    // A typed option (not whole): the pause again.
    const typed = createRecipe([{ op: 'base64-string-encode', opv: 1, options: { urlSafe: true, wrapLines: true } }]);
    rerender({ recipe: typed, wholeRecipe: undefined });
    await tick(RECIPE_RUN_DELAY_MS - 1);
    expect(recipes()).toHaveLength(2);
    await tick(1);
    expect(recipes()).toEqual([{}, { urlSafe: true }, { urlSafe: true, wrapLines: true }]);
    // The same input again (an unrelated render) starts nothing.
    rerender({ recipe: typed, wholeRecipe: undefined });
    await tick(RECIPE_RUN_DELAY_MS);
    expect(recipes()).toHaveLength(3);
  });

  it('waits while not allowed (a large input), then runs at once when allowed (the Run button)', async () => {
    const { result, rerender } = render({ input: 'large', allowed: false });
    await tick(RECIPE_RUN_DELAY_MS * 4);
    expect(inputs()).toEqual([]);
    expect(result.current).toEqual({ status: 'waiting' });
    rerender({ input: 'large', allowed: true });
    await tick(0);
    expect(inputs()).toEqual(['large']);
  });
});
