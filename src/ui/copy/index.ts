export { useCopy, COPIED_FEEDBACK_MS, COPY_TOAST_MS, type UseCopyOptions } from './use-copy';
export { CopyIconButton, type CopyIconButtonProps } from './CopyIconButton';
export { CopyButton, type CopyButtonProps } from './CopyButton';
export { CopyableText, type CopyableTextProps } from './CopyableText';
