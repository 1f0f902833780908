// Submitting the login form (POST /f_l/login/v2): pending and error state for the form. The request
// layer and the AES helper load with the first submit, not with the page.
import { useCallback, useRef, useState } from 'react';
import type { LoginInput, LoginResult } from '@/shell/session/api/login';

export interface LoginSubmit {
  run(input: LoginInput): Promise<LoginResult | undefined>;
  pending: boolean;
  error?: Error;
  reset(): void;
}

export function useLoginSubmit(): LoginSubmit {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<Error>();
  // A second submit while one is pending is ignored (the button shows it is busy).
  const busy = useRef(false);
  const run = useCallback(async (input: LoginInput) => {
    if (busy.current) return undefined;
    busy.current = true;
    setPending(true);
    setError(undefined);
    try {
      const { login } = await import('@/shell/session/api/login');
      // The page shows the failure itself, next to the form, so the layer's toast is off.
      return await login(input, { errorToast: false });
    } catch (failure) {
      setError(failure instanceof Error ? failure : new Error(String(failure)));
      return undefined;
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);
  const reset = useCallback(() => setError(undefined), []);
  return { run, pending, error, reset };
}
