// Mounted once by the layout: 500 ms after the user or the route changes, draws or removes the watermark
// (01 §2.4 point 8). Unmounting (logout leaves the layout) removes it.
import { useEffect, useRef } from 'react';
import { WATERMARK_DELAY_MS } from '@/lib/constants/watermark';
import { useCurrentRoute } from '../navigation/use-current-route';
import { useSession } from '../session/use-session';
import { createWatermarkLayer, type WatermarkLayer } from './watermark-layer';
import { decideWatermark } from './watermark-model';

export function Watermark() {
  const { loaded } = useSession();
  const route = useCurrentRoute();
  const text = decideWatermark(loaded?.userInfo, route?.watermark);
  const layer = useRef<WatermarkLayer | undefined>(undefined);

  useEffect(() => {
    const created = createWatermarkLayer();
    layer.current = created;
    return () => {
      created.destroy();
      if (layer.current === created) layer.current = undefined;
    };
  }, []);

  useEffect(() => {
    const timer = window.setTimeout(() => layer.current?.update(text), WATERMARK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  return null;
}
