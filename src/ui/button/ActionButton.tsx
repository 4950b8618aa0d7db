import { Button, type ButtonProps, type ElementProps, type MantineColor } from '@mantine/core';
import { forwardRef } from 'react';
import { uiSizeVars, UI_SIZE_TO_MANTINE, type UiSize } from '../size/ui-size';
import classes from './ActionButton.module.css';

export type ActionButtonVariant = 'basic' | 'text';
export type ActionButtonType = 'default' | 'primary' | 'warning' | 'error';

export interface ActionButtonProps
  extends Omit<ButtonProps, 'variant' | 'size' | 'color' | 'vars'>,
    ElementProps<'button', 'type' | 'color'> {
  /** 'basic': tinted background (default); 'text': no background until hovered. */
  variant?: ActionButtonVariant;
  /** Colour role: 'default' (neutral), 'primary', 'warning' or 'error'. */
  type?: ActionButtonType;
  /** small 28 px, medium 34 px (default), large 40 px. */
  size?: UiSize;
  /** The HTML button type (default "button", so a button inside a form never submits by accident). */
  htmlType?: 'button' | 'submit' | 'reset';
}

const COLORS: Record<ActionButtonType, MantineColor | undefined> = {
  default: 'gray',
  primary: undefined, // the theme's primary colour
  warning: 'yellow',
  error: 'red',
};

/** The app's button: variants basic/text, types default/primary/warning/error, sizes small/medium/large. */
export const ActionButton = forwardRef<HTMLButtonElement, ActionButtonProps>(function ActionButton(
  { variant = 'basic', type = 'default', size = 'medium', htmlType = 'button', className, styles, ...rest },
  ref,
) {
  return (
    <Button
      ref={ref}
      type={htmlType}
      variant={variant === 'text' ? 'subtle' : 'light'}
      color={COLORS[type]}
      size={UI_SIZE_TO_MANTINE[size]}
      data-type={type}
      className={[type === 'warning' ? classes.warning : undefined, variant === 'text' ? classes.text : undefined, className].filter(Boolean).join(' ') || undefined}
      styles={{ root: uiSizeVars('button', size), ...(typeof styles === 'object' && !Array.isArray(styles) ? styles : {}) }}
      {...rest}
    />
  );
});
