import { commandForKey } from './commands';

/**
 * The one global keydown listener for shell shortcuts, installed when the app's script starts
 * (main.tsx), before React has rendered anything. Shortcuts pressed before the shell's handler is
 * registered (Ctrl+K right after load, on a slow machine) are kept and run as soon as it is.
 */
type ShortcutHandler = (event: KeyboardEvent) => void;

let handler: ShortcutHandler | undefined;
const waiting: KeyboardEvent[] = [];
let installed = false;

export function installShortcutListener(target: Pick<Window, 'addEventListener'> = window): void {
  if (installed) return;
  installed = true;
  target.addEventListener('keydown', (event) => {
    if (handler) {
      handler(event);
      return;
    }
    if (!commandForKey(event)) return;
    event.preventDefault();
    waiting.push(event);
  });
}

/** Registers the shell's handler and runs the shortcuts pressed before it existed; returns an unregister function. */
export function setShortcutHandler(next: ShortcutHandler): () => void {
  handler = next;
  waiting.splice(0).forEach((event) => next(event));
  return () => {
    if (handler === next) handler = undefined;
  };
}

/** For tests: forget the handler, the waiting shortcuts and the installation. */
export function resetShortcutListener(): void {
  handler = undefined;
  waiting.length = 0;
  installed = false;
}
