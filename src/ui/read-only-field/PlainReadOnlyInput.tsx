import { Input, InputWrapper } from '@mantine/core';
import { useId, type CSSProperties, type ReactNode } from 'react';

export interface PlainReadOnlyInputProps {
  label: string;
  value: string;
  placeholder?: string;
  /** Under the field (linked to it with aria-describedby). */
  description?: ReactNode;
  /** Inside the field on the right, e.g. a CopyIconButton. */
  rightSection?: ReactNode;
  classNames?: { root?: string; label?: string; wrapper?: string; input?: string; description?: string };
}

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * The markup and classes of a read-only Mantine TextInput (size sm, default variant; label, input
 * with a right section, then the description), written as plain elements. For screens with many
 * result rows: a Mantine TextInput is a tree of about ten components, and a screen of a dozen of
 * them is what a navigation to it waits for. Looks the same (Mantine's own classes and variables).
 */
export function PlainReadOnlyInput({ label, value, placeholder = '', description, rightSection, classNames = {} }: PlainReadOnlyInputProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className={join(classNames.root, InputWrapper.classes.root)} data-size="sm">
      <label
        className={join(classNames.label, InputWrapper.classes.label)}
        data-size="sm"
        htmlFor={id}
        id={`${id}-label`}
        style={{ '--input-label-size': 'var(--mantine-font-size-sm)' } as CSSProperties}
      >
        {label}
      </label>
      <div
        className={join(classNames.wrapper, Input.classes.wrapper)}
        data-variant="default"
        data-size="sm"
        data-with-right-section={rightSection ? true : undefined}
        style={
          {
            '--input-height': 'var(--input-height-sm)',
            '--input-fz': 'var(--mantine-font-size-sm)',
            ...(description ? { '--input-margin-bottom': 'calc(var(--mantine-spacing-xs) / 2)' } : {}),
          } as CSSProperties
        }
      >
        <input
          className={join(classNames.input, Input.classes.input)}
          data-variant="default"
          placeholder={placeholder}
          readOnly
          spellCheck={false}
          id={id}
          value={value}
          aria-describedby={description ? descriptionId : undefined}
        />
        {rightSection && (
          <div data-position="right" className={Input.classes.section}>
            {rightSection}
          </div>
        )}
      </div>
      {description && (
        <p
          className={join(classNames.description, InputWrapper.classes.description)}
          data-size="sm"
          id={descriptionId}
          style={{ '--input-description-size': 'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))' } as CSSProperties}
        >
          {description}
        </p>
      )}
    </div>
  );
}
