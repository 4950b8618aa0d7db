export { ConverterInput, lineRange, type ConverterInputProps } from './ConverterInput';
export { ConverterOutput, CONVERTER_LARGE_OUTPUT_CHARS, type ConverterOutputProps } from './ConverterOutput';
export {
  createConverterRunner,
  useConversion,
  CONVERTER_WORKER_THRESHOLD,
  CONVERTER_LARGE_DELAY_MS,
  type ConversionRequest,
  type ConversionState,
  type ConverterRunner,
  type ConverterWorkerApi,
} from './use-conversion';
export { TomlWriteOptionsFields, type TomlWriteOptionsFieldsProps, type TomlWriteOptionsLabels } from './TomlWriteOptionsFields';
