import { tools, type Tool } from '../tools';

/** What a path shows, for titles and meta tags: a tool, a page, or nothing known (404). */
export type RouteMeta = { kind: 'tool'; tool: Tool } | { kind: 'page'; page: 'home' | 'about' | 'notFound' | 'gallery' };

const toolsByPath = new Map(tools.map((tool) => [tool.path, tool]));

export function routeMetaFor(pathname: string): RouteMeta {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/' || path === '') return { kind: 'page', page: 'home' };
  if (path === '/about') return { kind: 'page', page: 'about' };
  if (import.meta.env.DEV && (path === '/c-lib' || path.startsWith('/c-lib/'))) return { kind: 'page', page: 'gallery' };
  const tool = toolsByPath.get(path);
  return tool ? { kind: 'tool', tool } : { kind: 'page', page: 'notFound' };
}
