export { CollapsePanel, type CollapsePanelProps } from './CollapsePanel';
