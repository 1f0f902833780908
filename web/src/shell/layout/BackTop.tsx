// Back-to-top (01 §9): antd's button on the content container, shown past 300 px of scrolling. Loaded
// after the first paint (AppLayout): nothing scrolls before it.
import { FloatButton } from 'antd';
import type { RefObject } from 'react';
import { BACK_TO_TOP_THRESHOLD } from '@/lib/constants/layout';

export function BackTop({ scrollRef }: { scrollRef: RefObject<HTMLElement | null> }) {
  return (
    <FloatButton.BackTop
      aria-label="回到顶部"
      target={() => scrollRef.current ?? window}
      visibilityHeight={BACK_TO_TOP_THRESHOLD}
    />
  );
}
