// A busy flag around an async action (a save, a rejection, an upload…) for its button's `loading`.
// A failure has already been shown by the request layer (lib/api: the server's message, or the error
// page it calls for), so `run` swallows it and resolves false: the dialog or form stays as it is, with
// the user's input, for another try.
import { useCallback, useState } from 'react';

export type RunWhileBusy = (action: () => Promise<unknown>) => Promise<boolean>;

/** [busy, run]: `run(action)` sets busy while the action runs and resolves whether it succeeded. */
export function useBusy(): [busy: boolean, run: RunWhileBusy] {
  const [busy, setBusy] = useState(false);
  const run = useCallback<RunWhileBusy>(async (action) => {
    setBusy(true);
    try {
      await action();
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  return [busy, run];
}
