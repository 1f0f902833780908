// The support button's tooltip (01 §9): shown when its turn in the overlay queue comes (the last of
// the overlays after login, docs/adr/0064), hidden after SUPPORT_TOOLTIP_MS or when the operator opens
// the chat; afterwards it follows the pointer like any tooltip.
import { useEffect, useState } from 'react';
import { SUPPORT_TOOLTIP_MS } from '@/lib/constants/support';
import { useOverlayTurn } from '../overlays/use-overlay-turn';

export function useIntroTooltip(): [open: boolean, setOpen: (open: boolean) => void] {
  const [introDone, setIntroDone] = useState(false);
  const [hovered, setHovered] = useState(false);
  const myTurn = useOverlayTurn('support-intro', !introDone);
  useEffect(() => {
    if (!myTurn) return;
    const timer = setTimeout(() => setIntroDone(true), SUPPORT_TOOLTIP_MS);
    return () => clearTimeout(timer);
  }, [myTurn]);
  const setOpen = (open: boolean) => {
    setHovered(open);
    if (!open) setIntroDone(true);
  };
  return [(myTurn && !introDone) || hovered, setOpen];
}
