// 01 §2.4 point 8: the layer cannot be removed by deleting its node or changing its attributes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WATERMARK_ATTRIBUTE, createWatermarkLayer, drawTile } from './watermark-layer';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const find = () => document.querySelector<HTMLElement>(`[${WATERMARK_ATTRIBUTE}]`);

describe('watermark layer', () => {
  let destroy: (() => void) | undefined;
  afterEach(() => destroy?.());

  function mounted(text = 'admin 系统管理员') {
    const layer = createWatermarkLayer(document.body, () => 'data:image/png;base64,AAAA');
    destroy = layer.destroy;
    layer.update(text);
    return layer;
  }

  it('is fixed, click-through and carries the tile', () => {
    mounted();
    const element = find();
    expect(element?.getAttribute(WATERMARK_ATTRIBUTE)).toBe('admin 系统管理员');
    expect(element?.style.position).toBe('fixed');
    expect(element?.style.pointerEvents).toBe('none');
    expect(element?.style.backgroundSize).toBe('240px 80px');
  });

  it('comes back after its node is removed', async () => {
    mounted();
    find()?.remove();
    await tick();
    expect(find()).not.toBeNull();
  });

  it('restores its style and drops added attributes', async () => {
    mounted();
    const element = find();
    const style = element?.getAttribute('style');
    element?.style.setProperty('display', 'none');
    element?.setAttribute('hidden', '');
    await tick();
    expect(element?.getAttribute('style')).toBe(style);
    expect(element?.hasAttribute('hidden')).toBe(false);
  });

  it('update(undefined) and destroy remove it for good', async () => {
    const layer = mounted();
    layer.update(undefined);
    await tick();
    expect(find()).toBeNull();
    layer.update('x');
    layer.destroy();
    await tick();
    expect(find()).toBeNull();
  });

  it('draws its text 14px in the console font stack, so the canvas finds the Chinese face by name', () => {
    const drawn: { font: string; text: string }[] = [];
    const context = {
      font: '10px sans-serif',
      rotate() {},
      fillText(text: string) {
        drawn.push({ font: this.font, text });
      },
    };
    const getContext = vi
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockReturnValue(context as unknown as CanvasRenderingContext2D);
    const toDataURL = vi
      .spyOn(HTMLCanvasElement.prototype, 'toDataURL')
      .mockReturnValue('data:image/png;base64,AAAA');
    document.documentElement.style.setProperty(
      '--console-font-family',
      "'PingFang SC',\n  'Noto Sans CJK SC', sans-serif",
    );
    try {
      expect(drawTile('admin 系统管理员')).toBe('data:image/png;base64,AAAA');
      expect(drawn).toEqual([
        { font: "14px 'PingFang SC', 'Noto Sans CJK SC', sans-serif", text: 'admin 系统管理员' },
      ]);
    } finally {
      document.documentElement.style.removeProperty('--console-font-family');
      getContext.mockRestore();
      toDataURL.mockRestore();
    }
  });
});
