import { Alert, type AlertProps } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './ToolAlert.module.css';

export type ToolAlertType = 'warning' | 'error';

export interface ToolAlertProps extends Omit<AlertProps, 'color' | 'title' | 'variant' | 'icon' | 'role'> {
  /** 'warning' (default) is a polite status message; 'error' is announced at once (role alert). */
  type?: ToolAlertType;
  title?: ReactNode;
  children?: ReactNode;
}

/** A warning or error message inside a tool. */
export function ToolAlert({ type = 'warning', title, children, className, ...rest }: ToolAlertProps) {
  const isError = type === 'error';
  return (
    <Alert
      variant="light"
      color={isError ? 'red' : 'yellow'}
      role={isError ? 'alert' : 'status'}
      data-type={type}
      title={title}
      icon={isError ? <IconAlertCircle aria-hidden /> : <IconAlertTriangle aria-hidden />}
      className={[isError ? undefined : classes.warning, className].filter(Boolean).join(' ') || undefined}
      {...rest}
    >
      {children}
    </Alert>
  );
}
