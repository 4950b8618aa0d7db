export { ConverterInput, lineRange, type ConverterInputProps } from './ConverterInput';
export { ConverterOutput, CONVERTER_LARGE_OUTPUT_CHARS, CONVERTER_LIVE, type ConverterOutputProps } from './ConverterOutput';
export { TomlWriteOptionsFields, type TomlWriteOptionsFieldsProps, type TomlWriteOptionsLabels } from './TomlWriteOptionsFields';
