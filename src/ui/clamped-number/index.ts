export { ClampedNumberInput, clampInteger, type ClampedNumberInputProps } from './ClampedNumberInput';
