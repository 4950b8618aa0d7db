import { Group, Text, UnstyledButton } from '@mantine/core';
import { Tooltip } from '../tooltip/Tooltip';
import { IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCopy, type UseCopyOptions } from './use-copy';

export interface CopyableTextProps extends UseCopyOptions {
  value: string;
  /** Shown instead of `value` (the value is still what gets copied). */
  displayValue?: string;
  showIcon?: boolean;
}

/** Inline text that copies itself on click; tooltip "Copy to clipboard" then "Copied!". */
export function CopyableText({ value, displayValue, showIcon = true, toast }: CopyableTextProps) {
  const { t } = useTranslation();
  const { copy, copied } = useCopy({ toast });
  return (
    <Tooltip label={copied ? t('ui.copied') : t('ui.copyToClipboard')}>
      <UnstyledButton onClick={() => void copy(value)} aria-label={`${t('ui.copyToClipboard')}: ${displayValue ?? value}`}>
        <Group gap={6} wrap="nowrap">
          <Text component="span" ff="monospace" style={{ wordBreak: 'break-all' }}>
            {displayValue ?? value}
          </Text>
          {showIcon && <IconCopy size={16} aria-hidden />}
        </Group>
      </UnstyledButton>
    </Tooltip>
  );
}
