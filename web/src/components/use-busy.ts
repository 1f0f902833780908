// A busy flag around an async action (a save, a rejection, an upload…) for its button's `loading`.
// A failure the request layer has shown (lib/api: the server's message, or the error page it calls
// for) is not repeated; one it leaves silent (no connection, a timeout, an answer that is not an
// envelope) is told as `failure` with its reason. `run` then resolves false: the dialog or form stays
// as it is, with the user's input, for another try.
import { App } from 'antd';
import { useCallback, useState } from 'react';
import { unshownFailureText } from '@/lib/api/unshown-failure';
import { ACTION_MESSAGES } from '@/lib/constants/request';

export type RunWhileBusy = (action: () => Promise<unknown>) => Promise<boolean>;

/** [busy, run]: `run(action)` sets busy while the action runs and resolves whether it succeeded. */
export function useBusy(
  failure: string = ACTION_MESSAGES.operate.failure,
): [busy: boolean, run: RunWhileBusy] {
  const [busy, setBusy] = useState(false);
  const { message } = App.useApp();
  const run = useCallback<RunWhileBusy>(
    async (action) => {
      setBusy(true);
      try {
        await action();
        return true;
      } catch (error) {
        const text = unshownFailureText(error, failure);
        if (text) void message.error(text);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [failure, message],
  );
  return [busy, run];
}
