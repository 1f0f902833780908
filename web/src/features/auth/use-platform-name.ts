// The platform name over the login form (01 §7, getLocationInfo). Asked for after the form paints;
// a failure keeps the default name, without a toast.
import { useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/after-paint';

export function usePlatformName(): string | undefined {
  const [name, setName] = useState<string>();
  useEffect(() => {
    let live = true;
    const cancel = afterNextPaint(() => {
      import('./api/get-location-info')
        .then((m) => m.getLocationInfo())
        .then((info) => live && setName(info?.platFormName || undefined))
        .catch(() => undefined);
    });
    return () => {
      live = false;
      cancel();
    };
  }, []);
  return name;
}
