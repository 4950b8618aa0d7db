import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../lib/clipboard';
import { showToast } from '../toast/toast';

export const COPIED_FEEDBACK_MS = 1500;
export const COPY_TOAST_MS = 3000;

export interface UseCopyOptions {
  /** Toast text after a successful copy; `false` for no toast. Default "Copied to the clipboard". */
  toast?: string | false;
}

/**
 * Copy with feedback: `copied` is true for 1500 ms after a successful copy, a toast confirms it, and
 * a failed copy says so honestly instead of pretending.
 */
export function useCopy(options: UseCopyOptions = {}): { copy: (text: string) => Promise<boolean>; copied: boolean } {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { toast } = options;

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
      const ok = await copyText(text);
      clearTimeout(timer.current);
      if (ok) {
        setCopied(true);
        timer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
        if (toast !== false) void showToast({ message: toast ?? t('ui.copiedToast'), color: 'green', autoClose: COPY_TOAST_MS });
      } else {
        setCopied(false);
        void showToast({ message: t('ui.copyFailed'), color: 'red', autoClose: COPY_TOAST_MS * 2 });
      }
      return ok;
    },
    [t, toast],
  );

  return { copy, copied };
}
