import type { ParseKeys } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { toast } from '../../../lib/toast';

/** Copies text to the clipboard with a toast either way ('Copied' / 'Link copied'). */
export function useCopy() {
  const { t } = useTranslation();
  return useCallback(
    async (text: string, success: ParseKeys, failure: ParseKeys = 'generator.letter.copyFailed') => {
      try {
        await navigator.clipboard.writeText(text);
        toast.success(t(success), { id: 'generator-copy' });
      } catch {
        // No permission or an insecure page: the user can still select the text by hand.
        toast.error(t(failure), { id: 'generator-copy' });
      }
    },
    [t],
  );
}
