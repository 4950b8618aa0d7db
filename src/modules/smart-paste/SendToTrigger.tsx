import { ActionIcon, Button } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface SendToTriggerProps extends Omit<ComponentPropsWithoutRef<'button'>, 'color' | 'style'> {
  /** The output's label (the button's accessible name says which output it sends). */
  label: string;
  /** An icon button instead of a text button. */
  compact: boolean;
}

/**
 * The "Send to…" button. The shell shows it while the menu's code loads (SendToMenu is a lazy
 * chunk), so the output's buttons do not move when the menu comes: a click aimed at the button
 * beside it landed on this one's place.
 */
export const SendToTrigger = forwardRef<HTMLButtonElement, SendToTriggerProps>(function SendToTrigger({ label, compact, ...rest }, ref) {
  const { t } = useTranslation();
  const name = t('paste.sendToLabel', { output: label });
  return compact ? (
    <ActionIcon ref={ref} variant="subtle" color="gray" aria-label={name} title={t('paste.sendTo')} {...rest}>
      <IconSend size={16} aria-hidden />
    </ActionIcon>
  ) : (
    <Button ref={ref} variant="light" leftSection={<IconSend size={16} aria-hidden />} aria-label={name} {...rest}>
      {t('paste.sendTo')}
    </Button>
  );
});
