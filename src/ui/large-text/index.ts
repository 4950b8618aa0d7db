export { LargeTextInput, LARGE_TEXT_CHARS, PREVIEW_CHARS, textAfterPaste, type LargeTextInputProps } from './LargeTextInput';
export { LargeTextOutput, LARGE_OUTPUT_CHARS, type LargeTextOutputProps } from './LargeTextOutput';
export { isBulkInsertion, useBulkInsertion, BULK_INSERT_CHARS, BULK_INSERT_LINES } from './bulk-insertion';
