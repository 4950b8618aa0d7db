export { showToast, TOAST_HOST_EVENT, type ToastOptions } from './toast';
export { ToastHost } from './ToastHost';
