export { ModalValue, type ModalValueProps } from './ModalValue';
