import { Input, InputWrapper, Textarea, TextInput, type MantineStyleProp, type TextareaProps, type TextInputProps } from '@mantine/core';
import { useId, type CSSProperties, type ReactNode } from 'react';
import { CopyIconButton } from '../copy/CopyIconButton';
import classes from './ReadOnlyField.module.css';

interface CommonProps {
  /** Visible label and accessible name of the field. */
  label: string;
  value: string;
  /** Accessible name of the copy button, e.g. "Copy Decimal". */
  copyLabel: string;
  /** Toast after copying; `false` for none; default the shared "Copied to the clipboard". */
  copyToast?: string | false;
  monospace?: boolean;
  /** Label on the left of the field (a result row) instead of above it; stacks on narrow screens. */
  inline?: boolean;
  /**
   * Width of the label column of an inline row (default 11rem, or the `--read-only-field-label-width`
   * a parent sets). Implies `inline`; rows given a width here keep their two columns on narrow
   * screens (their labels are short).
   */
  labelWidth?: number | string;
}

type Excluded = keyof CommonProps | 'onChange' | 'readOnly' | 'rightSection';

/** Classes added to the plain rendering's elements. */
interface PlainClassNames {
  root?: string;
  label?: string;
  wrapper?: string;
  input?: string;
  description?: string;
}

export type ReadOnlyFieldProps = CommonProps &
  (
    | ({ multiline?: false; plain?: false } & Omit<TextInputProps, Excluded>)
    | ({ multiline: true; plain?: false } & Omit<TextareaProps, Excluded>)
    | {
        multiline?: false;
        /**
         * The same field written as plain elements with Mantine's own classes (size sm, default
         * variant), for screens with many result rows: a Mantine TextInput is a tree of about ten
         * components, and a screen of a dozen of them is what a navigation to it waits for (Hash
         * text's digest rows). Takes only the props below.
         */
        plain: true;
        placeholder?: string;
        /** Under the field (linked to it with aria-describedby). */
        description?: ReactNode;
        classNames?: PlainClassNames;
      }
  );

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** The root's style with the label column's width (Mantine takes a list of styles). */
const withWidth = (style: MantineStyleProp | undefined, widthStyle: CSSProperties | undefined): MantineStyleProp | undefined =>
  widthStyle === undefined ? style : style === undefined ? widthStyle : [widthStyle, style];

const WRAPPER_ORDER: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

/**
 * The one way to show a single result value: a labelled read-only field with a copy icon button
 * inside it (the "read-only field" of the tool specs). The label sits above the field, or on its
 * left (`inline`, `labelWidth`); `multiline` makes it a text area with the button in its top-right
 * corner. A description goes under the field. An empty value disables the button (nothing to copy).
 */
export function ReadOnlyField(props: ReadOnlyFieldProps) {
  const { label, value, copyLabel, copyToast, monospace = true, inline = false, labelWidth, ...rest } = props;
  const copyButton = <CopyIconButton value={value} label={copyLabel} toast={copyToast} disabled={value === ''} size="sm" />;
  const rowClasses =
    inline || labelWidth !== undefined
      ? { root: join(classes.row, labelWidth === undefined && classes.stacks), label: classes.label, wrapper: classes.wrapper, error: classes.message, description: classes.message }
      : {};
  const width = typeof labelWidth === 'number' ? `${labelWidth}px` : labelWidth;
  const widthStyle = width === undefined ? undefined : ({ '--read-only-field-label-width': width } as CSSProperties);
  const inputClass = monospace ? classes.monospace : undefined;

  if (rest.plain) {
    const { plain: _plain, multiline: _multiline, classNames = {}, ...plainProps } = rest;
    return (
      <PlainField
        label={label}
        value={value}
        rightSection={copyButton}
        style={widthStyle}
        classNames={{
          root: join(rowClasses.root, classNames.root),
          label: join(rowClasses.label, classNames.label),
          wrapper: join(rowClasses.wrapper, classNames.wrapper),
          description: join(rowClasses.description, classNames.description),
          input: join(inputClass, classNames.input),
        }}
        {...plainProps}
      />
    );
  }
  const common = { label, value, readOnly: true, spellCheck: false, autoComplete: 'off', inputWrapperOrder: WRAPPER_ORDER, rightSection: copyButton };
  if (rest.multiline) {
    const { multiline: _multiline, plain: _plain, classNames, style, ...textareaProps } = rest;
    return (
      <Textarea
        {...common}
        classNames={{ ...rowClasses, input: inputClass, section: classes.topSection, ...(typeof classNames === 'object' ? classNames : {}) }}
        style={withWidth(style, widthStyle)}
        {...textareaProps}
      />
    );
  }
  const { multiline: _multiline, plain: _plain, classNames, style, ...inputProps } = rest;
  return (
    <TextInput
      {...common}
      classNames={{ ...rowClasses, input: inputClass, ...(typeof classNames === 'object' ? classNames : {}) }}
      style={withWidth(style, widthStyle)}
      {...inputProps}
    />
  );
}

interface PlainFieldProps {
  label: string;
  value: string;
  placeholder?: string;
  description?: ReactNode;
  rightSection: ReactNode;
  style?: CSSProperties;
  classNames: Required<PlainClassNames>;
}

/**
 * The markup and classes of a read-only Mantine TextInput (size sm, default variant; label, input
 * with a right section, then the description), written as plain elements: looks the same (Mantine's
 * own classes and variables) for a fraction of the render (Hash text's warm navigation, with the
 * plain CopyIconButton: 221 → 186 ms).
 */
function PlainField({ label, value, placeholder = '', description, rightSection, style, classNames }: PlainFieldProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className={join(classNames.root, InputWrapper.classes.root)} data-size="sm" style={style}>
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
        data-with-right-section
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
        <div data-position="right" className={Input.classes.section}>
          {rightSection}
        </div>
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
