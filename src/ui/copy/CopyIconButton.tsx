import { ActionIcon } from '@mantine/core';
import { Tooltip } from '../tooltip/Tooltip';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCopy, type UseCopyOptions } from './use-copy';

export interface CopyIconButtonProps extends UseCopyOptions {
  value: string;
  /** Accessible name, e.g. "Copy MD5". Default "Copy to clipboard". */
  label?: string;
  disabled?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

/** An icon button that copies `value`; tooltip "Copy to clipboard", then "Copied!" for 1500 ms. */
export function CopyIconButton({ value, label, disabled, size = 'md', toast }: CopyIconButtonProps) {
  const { t } = useTranslation();
  const { copy, copied } = useCopy({ toast });
  return (
    <Tooltip label={copied ? t('ui.copied') : t('ui.copyToClipboard')}>
      <ActionIcon
        variant="subtle"
        color={copied ? 'green' : 'gray'}
        size={size}
        aria-label={label ?? t('ui.copyToClipboard')}
        disabled={disabled}
        onClick={() => void copy(value)}
      >
        {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
