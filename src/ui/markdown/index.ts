// Only the component is exported here: render-markdown (marked + DOMPurify) is loaded on demand by
// <Markdown>, so importing this barrel never pulls the two libraries into a shared chunk. Import
// './render-markdown' directly (from a lazily loaded module) to render or sanitise outside React.
export { Markdown, type MarkdownProps } from './Markdown';
