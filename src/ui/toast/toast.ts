/**
 * Toasts without loading the notification system up front: the first toast loads
 * @mantine/notifications and asks the ToastHost to mount its container; later ones are instant.
 */
export interface ToastOptions {
  message: string;
  color?: 'green' | 'red' | 'yellow' | 'blue';
  /** Milliseconds before it closes; default 3000. */
  autoClose?: number;
}

export const TOAST_HOST_EVENT = 'it-tools:toast-host';

export async function showToast({ message, color = 'green', autoClose = 3000 }: ToastOptions): Promise<void> {
  if (typeof window === 'undefined') return;
  const { notifications } = await import('@mantine/notifications');
  window.dispatchEvent(new Event(TOAST_HOST_EVENT));
  notifications.show({ message, color, autoClose });
}
