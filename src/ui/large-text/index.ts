export { LargeTextInput, LARGE_TEXT_CHARS, PREVIEW_CHARS, textAfterPaste, type LargeTextInputProps } from './LargeTextInput';
export { LargeTextOutput, LARGE_OUTPUT_CHARS, type LargeTextOutputProps } from './LargeTextOutput';
