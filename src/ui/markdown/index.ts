// Only the component is exported here: render-markdown (markdown-it + DOMPurify) is loaded on demand
// by <Markdown>, so importing this barrel never pulls the two libraries into a shared chunk. Import
// './render-markdown' directly (from a lazily loaded module) to render outside React, and
// src/lib/sanitize-html.ts to sanitise.
export { Markdown, type MarkdownProps } from './Markdown';
