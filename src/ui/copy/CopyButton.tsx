import { Button, type ButtonProps } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCopy, type UseCopyOptions } from './use-copy';

export interface CopyButtonProps extends UseCopyOptions, Omit<ButtonProps, 'children'> {
  value: string;
  /** Visible text and accessible name; default "Copy". */
  label?: string;
  disabled?: boolean;
}

/** A text button that copies `value` and reads "Copied!" for a moment afterwards. */
export function CopyButton({ value, label, toast, disabled, ...buttonProps }: CopyButtonProps) {
  const { t } = useTranslation();
  const { copy, copied } = useCopy({ toast });
  const name = label ?? t('ui.copy');
  return (
    <Button
      variant="light"
      leftSection={<IconCopy size={16} aria-hidden />}
      disabled={disabled}
      onClick={() => void copy(value)}
      {...buttonProps}
    >
      {copied ? t('ui.copied') : name}
    </Button>
  );
}
