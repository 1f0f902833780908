// 02 §4: upload progress rises in steps of 10 up to 90 while the request runs and is set to 100 on
// success (the dialog and the smaller widget alike). fetch reports no upload progress, so the steps are
// timed (IMPORT_PROGRESS_INTERVAL_MS each).
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  IMPORT_PROGRESS_CAP,
  IMPORT_PROGRESS_INTERVAL_MS,
  IMPORT_PROGRESS_STEP,
} from '@/lib/constants/import-export';

export interface UploadProgress {
  /** undefined while idle */
  percent: number | undefined;
  start(): void;
  complete(): void;
  reset(): void;
}

export function useUploadProgress(): UploadProgress {
  const [percent, setPercent] = useState<number | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const stop = useCallback(() => {
    clearInterval(timer.current);
    timer.current = undefined;
  }, []);
  const start = useCallback(() => {
    stop();
    setPercent(0);
    timer.current = setInterval(() => {
      setPercent((p) => Math.min(IMPORT_PROGRESS_CAP, (p ?? 0) + IMPORT_PROGRESS_STEP));
    }, IMPORT_PROGRESS_INTERVAL_MS);
  }, [stop]);
  const complete = useCallback(() => {
    stop();
    setPercent(100);
  }, [stop]);
  const reset = useCallback(() => {
    stop();
    setPercent(undefined);
  }, [stop]);

  useEffect(() => stop, [stop]);
  return { percent, start, complete, reset };
}
