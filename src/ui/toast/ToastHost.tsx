import { lazy, Suspense, useEffect, useState } from 'react';
import { TOAST_HOST_EVENT } from './toast';

const Notifications = lazy(async () => {
  await import('@mantine/notifications/styles.layer.css');
  return { default: (await import('@mantine/notifications')).Notifications };
});

/** Mounts Mantine's notification container the first time a toast is shown. */
export function ToastHost() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    const onRequest = () => setNeeded(true);
    window.addEventListener(TOAST_HOST_EVENT, onRequest);
    return () => window.removeEventListener(TOAST_HOST_EVENT, onRequest);
  }, []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="bottom-right" />
    </Suspense>
  );
}
