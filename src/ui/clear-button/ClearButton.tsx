import { Input } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ClearButtonProps {
  /** Shown only when there is something to clear. */
  visible: boolean;
  onClear: () => void;
  /** Accessible name; default the shell's "Clear". */
  label?: string;
}

/**
 * The "×" that empties a text field, for a field's `rightSection` (a clearable input of the specs):
 * `rightSection={<ClearButton visible={value !== ''} onClear={() => setValue('')} />}`.
 */
export function ClearButton({ visible, onClear, label }: ClearButtonProps) {
  const { t } = useTranslation();
  if (!visible) return null;
  return <Input.ClearButton aria-label={label ?? t('ui.clear')} onClick={onClear} />;
}
