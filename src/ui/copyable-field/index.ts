export { CopyableField, type CopyableFieldProps } from './CopyableField';
export { CopyableOutput, type CopyableOutputProps } from './CopyableOutput';
