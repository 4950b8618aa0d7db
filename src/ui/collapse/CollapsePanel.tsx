import { Collapse, UnstyledButton } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { IconChevronRight } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import classes from './CollapsePanel.module.css';

export interface CollapsePanelProps {
  /** Text of the toggle button (and the panel's accessible name). */
  title: ReactNode;
  children: ReactNode;
  /** Uncontrolled initial state; panels start collapsed. */
  defaultExpanded?: boolean;
  /** Controlled state (use with `onExpandedChange`). */
  expanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  className?: string;
}

/**
 * A titled section that starts collapsed; its title button toggles it (aria-expanded). Its content
 * is rendered the first time it opens (a long table behind a closed panel costs nothing), then kept.
 */
export function CollapsePanel({ title, children, defaultExpanded = false, expanded, onExpandedChange, className }: CollapsePanelProps) {
  const [open, setOpen] = useUncontrolled({ value: expanded, defaultValue: defaultExpanded, finalValue: false, onChange: onExpandedChange });
  const id = useId();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const buttonId = `${id}-toggle`;
  const contentId = `${id}-content`;
  return (
    <div className={[classes.panel, className].filter(Boolean).join(' ')}>
      <UnstyledButton id={buttonId} className={classes.toggle} aria-expanded={open} aria-controls={contentId} onClick={() => setOpen(!open)}>
        <IconChevronRight size={16} className={classes.chevron} aria-hidden />
        <span>{title}</span>
      </UnstyledButton>
      <Collapse expanded={open} keepMountedMode="display-none">
        <div id={contentId} role="region" aria-labelledby={buttonId} className={classes.content}>
          {opened || open ? children : null}
        </div>
      </Collapse>
    </div>
  );
}
