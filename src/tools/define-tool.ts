import type { ComponentType } from 'react';
import type { CategoryId } from './categories';

export interface ToolIconProps {
  size?: number | string;
  stroke?: number;
  'aria-hidden'?: boolean;
}

/** What a tool's `index.ts` declares: metadata only, the screen is loaded on demand. */
export interface ToolDefinition {
  /** Same as the tool's folder name; also the i18n namespace of its strings. */
  id: string;
  /** Route path, e.g. `/token-generator`. */
  path: string;
  icon: ComponentType<ToolIconProps>;
  category: CategoryId;
  /** Position within its category (the order of the spec's list). */
  order: number;
  /** English search keywords. */
  keywords: readonly string[];
  /** YYYY-MM-DD; the tool shows as "New" for 14 days after it. */
  createdAt?: string;
  /** Old paths that redirect (replace) to `path`. */
  redirectFrom?: readonly string[];
  component: () => Promise<{ default: ComponentType }>;
  /** Set by the build (scripts/vite-plugin-tool-names.ts) when the tool declares operations. */
  hasOperations?: boolean;
}

export function defineTool(definition: ToolDefinition): ToolDefinition {
  return definition;
}
