import { isWithinLastDays, parseCalendarDate } from '../lib/dates';
import { categories, type CategoryId } from './categories';
import type { ToolDefinition } from './define-tool';

export const NEW_TOOL_DAYS = 14;

export interface Tool extends ToolDefinition {
  /** Parsed `createdAt`, undefined when absent or not a real date (e.g. 2023-11-31). */
  createdDate: Date | undefined;
  isNew: boolean;
}

export function toTool(definition: ToolDefinition, now: Date = new Date()): Tool {
  const createdDate = parseCalendarDate(definition.createdAt);
  return { ...definition, createdDate, isNew: isWithinLastDays(createdDate, NEW_TOOL_DAYS, now) };
}

/** Sorts by category order, then by each tool's `order`, then by id. */
export function sortTools(tools: Tool[]): Tool[] {
  return [...tools].sort(
    (a, b) =>
      categories.indexOf(a.category) - categories.indexOf(b.category) || a.order - b.order || a.id.localeCompare(b.id),
  );
}

export function groupByCategory(tools: readonly Tool[]): { category: CategoryId; tools: Tool[] }[] {
  return categories
    .map((category) => ({ category, tools: tools.filter((tool) => tool.category === category) }))
    .filter((group) => group.tools.length > 0);
}

/** Newest first; only tools that are new. */
export function newestTools(tools: readonly Tool[]): Tool[] {
  return tools
    .filter((tool) => tool.isNew)
    .sort((a, b) => (b.createdDate?.getTime() ?? 0) - (a.createdDate?.getTime() ?? 0));
}
