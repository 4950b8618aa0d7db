import { Code, Group, Modal, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton, type ActionButtonProps } from '../button/ActionButton';
import { CopyButton } from '../copy/CopyButton';

interface ModalValueBaseProps {
  /** The value shown in the modal (and copied). */
  value: string;
  /** Shows a "Copy" button (reading "Copied!" after a copy); default true. */
  copyable?: boolean;
  /** Toast after copying: text, or false for none (default "Copied to the clipboard"). */
  copyToast?: string | false;
  /** Monospace value (default true). */
  monospace?: boolean;
  /** Props of the button that opens the modal. */
  buttonProps?: Omit<ActionButtonProps, 'onClick' | 'children'>;
}

/** Either a label (the modal's title, and the button's text unless `buttonLabel` is set) or a button label. */
export type ModalValueProps = ModalValueBaseProps &
  ({ label: string; buttonLabel?: ReactNode } | { label?: undefined; buttonLabel: string });

/** A button opening a modal that shows a value, copyable; closes on outside click and Escape. */
export function ModalValue({ value, label, buttonLabel, copyable = true, copyToast, monospace = true, buttonProps }: ModalValueProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const { t } = useTranslation();
  const closeLabel = t('ui.close');
  return (
    <>
      <ActionButton {...buttonProps} onClick={open} aria-haspopup="dialog">
        {buttonLabel ?? label}
      </ActionButton>
      <Modal opened={opened} onClose={close} title={label ?? buttonLabel} centered size="lg" closeButtonProps={{ 'aria-label': closeLabel }}>
        <Stack gap="md">
          <Code
            block
            style={{
              whiteSpace: 'pre-wrap',
              wordBreak: 'break-all',
              fontFamily: monospace ? undefined : 'inherit',
              maxHeight: '60vh',
              overflow: 'auto',
            }}
          >
            {value}
          </Code>
          {copyable && (
            <Group justify="center">
              <CopyButton value={value} toast={copyToast} />
            </Group>
          )}
        </Stack>
      </Modal>
    </>
  );
}
