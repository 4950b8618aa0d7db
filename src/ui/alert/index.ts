export { ToolAlert, type ToolAlertProps, type ToolAlertType } from './ToolAlert';
