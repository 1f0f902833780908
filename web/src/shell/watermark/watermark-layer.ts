// The watermark layer (01 §2.4 point 8, §9): one fixed, click-through element over the page whose
// background is a 240 × 80 canvas tile with the text rotated -20°, 14px, opacity 0.15. Deleting the
// element or changing its attributes (style, hidden, …) is undone at once by MutationObservers.
import {
  WATERMARK_FONT_SIZE,
  WATERMARK_OPACITY,
  WATERMARK_ROTATE_DEG,
  WATERMARK_TILE_HEIGHT,
  WATERMARK_TILE_WIDTH,
} from '@/lib/constants/watermark';
import { consoleFontFamily } from '@/lib/console-font';

/** The element's marker attribute; e2e tests find the layer by it. */
export const WATERMARK_ATTRIBUTE = 'data-watermark';

export interface WatermarkLayer {
  /** Draws `text`, or removes the layer when undefined. */
  update(text: string | undefined): void;
  /** Removes the layer for good (layout unmount, logout). */
  destroy(): void;
}

/** A data URL of one tile, or undefined when the browser has no 2D canvas (e.g. jsdom). */
export function drawTile(text: string): string | undefined {
  const canvas = document.createElement('canvas');
  canvas.width = WATERMARK_TILE_WIDTH;
  canvas.height = WATERMARK_TILE_HEIGHT;
  let context: CanvasRenderingContext2D | null;
  try {
    context = canvas.getContext('2d');
  } catch {
    context = null; // no canvas support
  }
  if (!context) return undefined;
  context.rotate((WATERMARK_ROTATE_DEG * Math.PI) / 180);
  // the page's stack: the canvas finds the Chinese face by name (docs/adr/0093)
  context.font = `${WATERMARK_FONT_SIZE} ${consoleFontFamily()}`;
  context.fillStyle = `rgba(0, 0, 0, ${WATERMARK_OPACITY})`;
  context.textAlign = 'left';
  context.textBaseline = 'middle';
  context.fillText(text, WATERMARK_TILE_WIDTH / 20, WATERMARK_TILE_HEIGHT);
  return canvas.toDataURL('image/png');
}

function layerStyle(image: string | undefined): string {
  return [
    'position:fixed',
    'inset:0',
    'width:100%',
    'height:100%',
    'z-index:9999',
    'pointer-events:none !important',
    'display:block !important',
    'visibility:visible !important',
    'opacity:1 !important',
    'background-repeat:repeat',
    'background-position:0 0',
    `background-size:${WATERMARK_TILE_WIDTH}px ${WATERMARK_TILE_HEIGHT}px`,
    image ? `background-image:url("${image}") !important` : '',
  ]
    .filter(Boolean)
    .join(';');
}

export function createWatermarkLayer(
  root: HTMLElement = document.body,
  draw: (text: string) => string | undefined = drawTile,
): WatermarkLayer {
  let element: HTMLDivElement | undefined;
  let text: string | undefined;
  let attributes: Record<string, string> = {};
  let guards: MutationObserver[] = [];

  function restoreAttributes(target: HTMLElement): void {
    for (const name of target.getAttributeNames()) {
      if (!(name in attributes)) target.removeAttribute(name);
    }
    for (const [name, value] of Object.entries(attributes)) {
      if (target.getAttribute(name) !== value) target.setAttribute(name, value);
    }
    if (target.firstChild) target.replaceChildren();
  }

  function stopGuards(): void {
    for (const guard of guards) guard.disconnect();
    guards = [];
  }

  function remove(): void {
    stopGuards();
    element?.remove();
    element = undefined;
    text = undefined;
  }

  function mount(next: string): void {
    stopGuards();
    element?.remove();
    const layer = document.createElement('div');
    attributes = { [WATERMARK_ATTRIBUTE]: next, 'aria-hidden': 'true', style: layerStyle(draw(next)) };
    restoreAttributes(layer);
    root.appendChild(layer);
    element = layer;
    text = next;

    const own = new MutationObserver(() => restoreAttributes(layer));
    own.observe(layer, { attributes: true, childList: true, characterData: true, subtree: true });
    const parent = new MutationObserver(() => {
      if (element === layer && layer.parentNode !== root) {
        root.appendChild(layer);
        restoreAttributes(layer);
      }
    });
    parent.observe(root, { childList: true });
    guards = [own, parent];
  }

  return {
    update(next) {
      if (next === undefined) remove();
      else if (next !== text || !element?.isConnected) mount(next);
    },
    destroy: remove,
  };
}
