import { useId, type ReactElement, type ReactNode } from 'react';
import { cloneElement } from 'react';
import classes from './Tooltip.module.css';

export type TooltipPosition = 'top' | 'bottom' | 'left' | 'right';

export interface TooltipProps {
  label: ReactNode;
  position?: TooltipPosition;
  /** Alignment along the edge for top/bottom: keep tooltips of edge buttons inside the screen. */
  align?: 'center' | 'start' | 'end';
  children: ReactElement<{ 'aria-describedby'?: string }>;
}

/**
 * A light tooltip shown on hover and keyboard focus (pure CSS, no positioning engine, so the shell
 * can use it without loading one). The label describes the child for assistive technology.
 */
export function Tooltip({ label, position = 'top', align = 'center', children }: TooltipProps) {
  const id = useId();
  return (
    <span className={classes.root}>
      {cloneElement(children, { 'aria-describedby': id })}
      <span role="tooltip" id={id} className={classes.tip} data-position={position} data-align={align}>
        {label}
      </span>
    </span>
  );
}
