export { Tooltip, type TooltipPosition, type TooltipProps } from './Tooltip';
