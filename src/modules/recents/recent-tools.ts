import { readStoredJson, writeStoredJson } from '../../lib/storage';

/** The tools opened lately, most recent first (smart paste breaks ties with them). */
export const RECENT_TOOLS_KEY = 'it-tools:recent-tools';
const KEEP = 10;

const isIdList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

export function recentTools(): string[] {
  return readStoredJson(RECENT_TOOLS_KEY, isIdList) ?? [];
}

/** Notes that a tool was opened (moves it to the front). */
export function noteRecentTool(toolId: string): void {
  writeStoredJson(RECENT_TOOLS_KEY, [toolId, ...recentTools().filter((id) => id !== toolId)].slice(0, KEEP));
}
