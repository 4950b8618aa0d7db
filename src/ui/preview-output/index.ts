export { PreviewOutput, PREVIEW_OUTPUT_CHARS, type PreviewOutputProps } from './PreviewOutput';
