import { ActionIcon, Textarea, TextInput, type TextareaProps, type TextInputProps } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBulkInsertion } from '../large-text/bulk-insertion';
import { useGrowingRows } from '../text-area/use-growing-rows';
import { useValidation, type ValidationRule } from '../validation/validation';

interface CommonProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Rules checked on every change; the last failing rule's message shows under the field. */
  rules?: readonly ValidationRule<string>[];
  /** An error from outside (e.g. a service), shown when the rules pass. */
  error?: ReactNode;
  monospace?: boolean;
  readOnly?: boolean;
  description?: ReactNode;
  rightSection?: ReactNode;
}

export type TextFieldProps = CommonProps &
  (
    | ({ multiline?: false; type?: 'text' | 'password' | 'email' | 'url' | 'search' } & Omit<TextInputProps, keyof CommonProps | 'type'>)
    | ({ multiline: true; rows?: number; autosize?: boolean } & Omit<TextareaProps, keyof CommonProps>)
  );

/**
 * The shared text field: placeholder "Input text" by default, 3 rows when multiline, validation
 * message under the field (with aria-invalid), show/hide toggle for passwords.
 */
export function TextField(props: TextFieldProps) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const { label, value, onChange, placeholder, rules, error, monospace, ...rest } = props;
  const validation = useValidation(value, rules ?? EMPTY_RULES);
  // A paste of many lines into the multi-line field: applied by setting the value (bulk-insertion.ts).
  const bulkInsertion = useBulkInsertion(value, onChange);
  // `autosize` grows the multi-line field with its text (useGrowingRows, not Mantine's measure).
  const grows = rest.multiline && rest.autosize ? { min: rest.rows ?? 3, ...(rest.maxRows !== undefined ? { max: rest.maxRows } : {}) } : undefined;
  useGrowingRows(bulkInsertion.ref, value, grows);
  const shownError = validation.message ?? error;
  const styles = monospace ? { input: { fontFamily: 'var(--mantine-font-family-monospace)' } } : undefined;

  if (rest.multiline) {
    const { multiline: _multiline, rows = 3, autosize: _autosize, minRows: _minRows, maxRows: _maxRows, ...textareaProps } = rest;
    return (
      <Textarea
        label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        placeholder={placeholder ?? t('ui.inputPlaceholder')}
        error={shownError}
        rows={rows}
        styles={styles}
        spellCheck={false}
        {...bulkInsertion}
        {...textareaProps}
      />
    );
  }
  const { multiline: _multiline, type = 'text', rightSection, ...inputProps } = rest;
  const isPassword = type === 'password';
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      placeholder={placeholder ?? t('ui.inputPlaceholder')}
      error={shownError}
      type={isPassword && revealed ? 'text' : type}
      styles={styles}
      spellCheck={false}
      rightSection={
        isPassword ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={revealed ? t('ui.hidePassword') : t('ui.showPassword')}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
          </ActionIcon>
        ) : (
          rightSection
        )
      }
      {...inputProps}
    />
  );
}

const EMPTY_RULES: readonly ValidationRule<string>[] = [];
