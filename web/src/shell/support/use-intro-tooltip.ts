// The support button's tooltip (01 §9): shown when the button appears, hidden after SUPPORT_TOOLTIP_MS;
// afterwards it follows the pointer like any tooltip.
import { useEffect, useState } from 'react';
import { SUPPORT_TOOLTIP_MS } from '@/lib/constants/support';

export function useIntroTooltip(): [open: boolean, setOpen: (open: boolean) => void] {
  const [open, setOpen] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setOpen(false), SUPPORT_TOOLTIP_MS);
    return () => clearTimeout(timer);
  }, []);
  return [open, setOpen];
}
