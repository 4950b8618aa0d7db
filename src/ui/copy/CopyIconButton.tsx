import { ActionIcon, UnstyledButton } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../tooltip/Tooltip';
import { useCopy, type UseCopyOptions } from './use-copy';
import subtle from '../button/SubtleActionIcon.module.css';
import classes from './CopyIconButton.module.css';

export interface CopyIconButtonProps extends UseCopyOptions {
  value: string;
  /** Accessible name, e.g. "Copy MD5". Default "Copy to clipboard". */
  label?: string;
  disabled?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

/**
 * Mantine's subtle ActionIcon look, as a plain button: screens show one per result row (Hash text
 * has eleven), and the component tree of a Mantine ActionIcon costs several times more to render.
 */
const buttonClass = `mantine-focus-auto ${ActionIcon.classes.root} ${UnstyledButton.classes.root} ${subtle.subtle} ${classes.button}`;

/** An icon button that copies `value`; tooltip "Copy to clipboard", then "Copied!" for 1500 ms. */
export function CopyIconButton({ value, label, disabled, size = 'md', toast }: CopyIconButtonProps) {
  const { t } = useTranslation();
  const { copy, copied } = useCopy({ toast });
  return (
    <Tooltip label={copied ? t('ui.copied') : t('ui.copyToClipboard')}>
      <button
        type="button"
        className={disabled ? buttonClass : `mantine-active ${buttonClass}`}
        data-variant="subtle"
        data-size={size}
        data-copied={copied || undefined}
        data-disabled={disabled || undefined}
        disabled={disabled}
        aria-label={label ?? t('ui.copyToClipboard')}
        onClick={() => void copy(value)}
      >
        <span className={ActionIcon.classes.icon}>{copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}</span>
      </button>
    </Tooltip>
  );
}
