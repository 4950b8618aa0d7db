export { LargeTextInput, LARGE_TEXT_CHARS, PREVIEW_CHARS, textAfterPaste, type LargeTextInputProps } from './LargeTextInput';
