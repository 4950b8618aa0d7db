/**
 * The reusable UI components. Heavy libraries stay out of whatever imports this barrel: Fuse.js is
 * loaded by a searchable SelectField on mount, marked and DOMPurify by the first Markdown shown.
 */
export * from './alert';
export * from './button';
export * from './collapse';
export * from './large-text';
export * from './copy';
export * from './file-upload';
export * from './input';
export * from './job';
export * from './markdown';
export * from './modal-value';
export * from './select';
export * from './size';
export * from './table';
export * from './text-area';
export * from './toast';
export * from './tooltip';
export * from './validation';
export * from './link';
export * from './progressive';
