// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { defaultOptions, type Operation } from '../engine/operation';
import { tools } from '.';
import { loadToolOperations, toolsWithOperations } from '../engine/registry';

interface Captured {
  defaults: Record<string, unknown>;
  schema: unknown;
}

const captured = new Map<string, Captured>();
const STOP = new Error('first state captured');

vi.mock('../modules/tool-state/tool-state', async (original) => ({
  ...(await original<object>()),
  useToolState: (toolId: string, defaults: Record<string, unknown>, options: { schema?: unknown } = {}) => {
    if (!captured.has(toolId)) captured.set(toolId, { defaults, schema: options.schema });
    throw STOP;
  },
}));

class Catch extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Renders a tool's screen until its useToolState call, and returns what it passed. */
async function firstState(toolId: string): Promise<Captured | undefined> {
  const tool = tools.find((candidate) => candidate.id === toolId)!;
  const { default: Screen } = await tool.component();
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    render(
      <Catch>
        <Screen />
      </Catch>,
    );
  } finally {
    quiet.mockRestore();
  }
  return captured.get(toolId);
}

/** Options a screen deliberately starts elsewhere than the operation, with the reason. */
const DIFFERENT_START: Record<string, string> = {
  'date-converter.inputFormat': 'the screen detects the format while the date is typed and shows the one found, so it never offers auto; it starts on Timestamp',
  'date-converter.timeZone': "the screen starts in the browser's time zone; the operation is deterministic (UTC)",
  'eta-calculator.start': 'the screen starts now; the operation has a fixed start so that its examples hold',
  'phone-parser-and-formatter.defaultCountry': "the screen starts on the browser language's region (France when it has none or an unknown one)",
  'otp-generator.secret': 'the screen starts on a fresh random secret (never stored); the operation has no secret by default',
};

/** Screens with no field named like an option of their operations (the shared-name check skips them), with the reason. */
const NO_OPTION_FIELDS: Record<string, string> = {
  'color-converter': "the screen shows every format at once, while the operation's only option (to) picks one",
};

/** A screen may hold a number field as the text typed in it: "3" starts as the default 3. */
function sameStart(screen: unknown, schema: unknown): boolean {
  if (Object.is(screen, schema)) return true;
  if (typeof screen === 'string' && typeof schema === 'number') return screen === String(schema);
  if (typeof screen === 'string' && typeof schema === 'object' && schema !== null) return screen === JSON.stringify(schema);
  return false;
}

/** What is wrong with a screen's first state, in words (empty: nothing). */
function problems(toolId: string, operations: readonly Operation[], state: Captured | undefined): string[] {
  const withOptions = operations.filter((operation) => Object.keys(defaultOptions(operation) as object).length > 0);
  if (withOptions.length === 0) return [];
  if (!state) return ['the screen does not call useToolState'];
  const found: string[] = [];
  if (!operations.some((operation) => operation.options === state.schema)) found.push('useToolState is not given an operation schema (options.schema)');
  let shared = 0;
  for (const operation of withOptions) {
    for (const [key, value] of Object.entries(defaultOptions(operation) as Record<string, unknown>)) {
      if (!Object.hasOwn(state.defaults, key)) continue;
      shared += 1;
      if (!sameStart(state.defaults[key], value) && !DIFFERENT_START[`${toolId}.${key}`]) {
        found.push(`${operation.id}.${key} starts at ${JSON.stringify(state.defaults[key])}, the schema says ${JSON.stringify(value)}`);
      }
    }
  }
  if (shared === 0 && !NO_OPTION_FIELDS[toolId]) found.push('no screen field has the name of an operation option');
  return found;
}

describe('screens start from their operations’ defaults', () => {
  it.each(toolsWithOperations.map((toolId) => [toolId]))('%s', async (toolId) => {
    const operations = (await loadToolOperations(toolId)) as Operation[];
    expect(problems(toolId, operations, await firstState(toolId))).toEqual([]);
  });
});
