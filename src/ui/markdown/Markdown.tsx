import { Typography, type TypographyProps } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import classes from './Markdown.module.css';

type Renderer = (source: string) => string;

let loadedRenderer: Renderer | undefined;
let loadingRenderer: Promise<Renderer> | undefined;

/** markdown-it and DOMPurify load with the first Markdown shown, never with the shell or a shared chunk. */
function loadRenderer(): Promise<Renderer> {
  loadingRenderer ??= import('./render-markdown').then((module) => {
    loadedRenderer = module.renderMarkdown;
    return module.renderMarkdown;
  });
  return loadingRenderer;
}

export interface MarkdownProps extends Omit<TypographyProps, 'children' | 'dangerouslySetInnerHTML'> {
  /** Markdown source (GitHub flavour); default empty. */
  markdown?: string;
}

/**
 * Renders markdown as sanitised HTML (see `render-markdown.ts`): safe tags and attributes only,
 * links open in a new tab with rel="noopener noreferrer", unsafe URL protocols removed.
 */
export function Markdown({ markdown = '', style, className, ...boxProps }: MarkdownProps) {
  const [render, setRender] = useState<Renderer | undefined>(() => loadedRenderer);
  useEffect(() => {
    if (render) return;
    let live = true;
    void loadRenderer().then((loaded) => {
      if (live) setRender(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [render]);
  const html = useMemo(() => (render ? render(markdown) : ''), [render, markdown]);
  return (
    <Typography
      {...boxProps}
      className={[classes.root, className].filter(Boolean).join(' ')}
      aria-busy={render ? undefined : true}
      style={[{ overflowWrap: 'anywhere' }, style]}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
