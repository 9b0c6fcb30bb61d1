import { useCallback, useState } from 'react';
import { toast } from '../../lib/toast';

/** A form's error, shown both inline (role="alert") and as a destructive toast. */
export function useFormError(toastId: string) {
  const [error, setError] = useState<string | undefined>();
  const fail = useCallback(
    (message: string) => {
      setError(message);
      toast.error(message, { id: toastId });
    },
    [toastId],
  );
  const clear = useCallback(() => setError(undefined), []);
  return { error, fail, clear };
}
