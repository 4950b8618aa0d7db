export { ActionButton, type ActionButtonProps, type ActionButtonType, type ActionButtonVariant } from './ActionButton';
