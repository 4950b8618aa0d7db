// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeSample, type DetectScore } from '../engine/detect';
import type { Operation } from '../engine/operation';
import { handOff, peekHandoff } from '../engine/handoff/handoff';
import { renderWithProviders } from '../test/render';
import { tools } from '.';
import { loadOperations } from '../engine/registry';
import { detectors } from '../engine/detect/detectors';

// jsdom has no font loading API, which Mantine's autosizing text areas listen to.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() } });
// Nor workers: a screen that warms its operation worker on mount (docker-run's converter) gets one that never answers.
if (!('Worker' in globalThis)) vi.stubGlobal('Worker', class { addEventListener() {} removeEventListener() {} postMessage() {} terminate() {} });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const operations: Operation[] = await loadOperations();

/** Each detecting operation with the examples detection is meant to find, last first (the first is often the screen's default). */
const cases = operations.flatMap((operation) => {
  if (!detectors.has(operation.id)) return [];
  const examples = operation.examples.filter((candidate) => typeof candidate.input === 'string' && candidate.input.trim() !== '' && candidate.detect !== false);
  if (examples.length === 0) return [];
  const inputs = examples.map((example) => (example.input as string).trim()).reverse();
  return [[operation.id, operation.toolId, inputs, operation] as const];
});

/**
 * Screens whose main input cannot hold the pasted text as it is, and what they show instead:
 * fields of numbers, a range split in two fields, a one-line search.
 */
const SHOWN_AS: Record<string, (text: string) => string[]> = {
  'temperature-converter': (text) => [String(Number.parseFloat(text))],
  'ipv4-range-expander': (text) => text.split(/\s*-\s*/),
  'http-status-codes-search': (text) => [text.split('\n')[0]!.trim()],
};

/** The text a field shows: an input's or text area's value, or an editor's text. */
const fieldTexts = () => [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].map((field) => field.value);

describe('a smart-paste hand-off lands in the tool’s main input', () => {
  it.each(cases)('%s (%s)', async (op, toolId, inputs, operation) => {
    const tool = tools.find((candidate) => candidate.id === toolId)!;
    const { default: Screen } = await tool.component();
    const show = async () => {
      await renderWithProviders(
        <MemoryRouter>
          <Screen />
        </MemoryRouter>,
      );
      await screen.findAllByRole('textbox');
      const texts = fieldTexts();
      cleanup();
      return texts;
    };
    // A text area's value has its line breaks as LF whatever was put in (HTML's API value).
    const expected = (text: string) => SHOWN_AS[op]?.(text) ?? [text.replace(/\r\n?/g, '\n')];
    // An example the screen does not show by default (else the case would prove nothing).
    const before = await show();
    const text = inputs.find((input) => !expected(input).every((value) => before.includes(value)));
    expect(text, `every example of ${op} is what ${toolId} shows by default`).toBeDefined();
    const score = detectors.get(operation.id)!.score?.(takeSample(text!));
    const options = typeof score === 'object' && score !== null ? ((score as DetectScore).options ?? {}) : {};
    handOff({ to: toolId, op, text: text!, options });
    const after = await show();
    for (const value of expected(text!)) expect(after, `a field of ${toolId} holds the pasted text`).toContain(value);
    // Taken once: a later visit starts as usual.
    expect(peekHandoff(toolId)).toBeUndefined();
  });
});
