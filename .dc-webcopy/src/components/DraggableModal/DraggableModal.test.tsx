// 01 §5, 02 §5 "Dialogs cannot be dragged outside the viewport".
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../testing';
import { clampOffset, type Box } from './clamp';
import { DraggableModal } from './DraggableModal';

const VIEW = { width: 1280, height: 720 };
// A 520 × 300 dialog centred horizontally, 100 px from the top.
const BOX: Box = { left: 380, top: 100, width: 520, height: 300 };

describe('clampOffset — 01 §5 "Dialogs cannot be dragged outside the viewport"', () => {
  it.each<[string, { x: number; y: number }, { x: number; y: number }]>([
    ['inside stays', { x: 50, y: 40 }, { x: 50, y: 40 }],
    ['past the left edge', { x: -1000, y: 0 }, { x: -380, y: 0 }],
    ['past the right edge', { x: 1000, y: 0 }, { x: 380, y: 0 }],
    ['above the top', { x: 0, y: -500 }, { x: 0, y: -100 }],
    ['below the bottom', { x: 0, y: 5000 }, { x: 0, y: 320 }],
    ['a corner', { x: -1e9, y: 1e9 }, { x: -380, y: 320 }],
  ])('%s', (_label, offset, expected) => {
    expect(clampOffset(BOX, offset, VIEW)).toEqual(expected);
  });

  it('a dialog larger than the viewport keeps its top-left corner on screen', () => {
    const huge: Box = { left: -100, top: 20, width: 2000, height: 1000 };
    expect(clampOffset(huge, { x: 300, y: 300 }, VIEW)).toEqual({ x: 100, y: -20 });
    expect(clampOffset(huge, { x: -300, y: -300 }, VIEW)).toEqual({ x: 100, y: -20 });
  });
});

describe('DraggableModal', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  function frameAt(box: Box) {
    // jsdom has no layout: the frame reports the box it would have, moved by its transform.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const match = /translate\((-?[\d.]+)px, (-?[\d.]+)px\)/.exec(this.style.transform);
      const [x, y] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
      return DOMRect.fromRect({ x: box.left + x, y: box.top + y, width: box.width, height: box.height });
    });
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: VIEW.width });
    Object.defineProperty(document.documentElement, 'clientHeight', {
      configurable: true,
      value: VIEW.height,
    });
  }

  it('drags by the title and stops at the viewport edge', async () => {
    frameAt(BOX);
    renderInApp(
      <DraggableModal open title="编辑住户" footer={null}>
        内容
      </DraggableModal>,
    );
    const title = await screen.findByText('编辑住户');
    const frame = screen.getByTestId('draggable-modal-frame');

    fireEvent.mouseDown(title, { button: 0, clientX: 500, clientY: 120 });
    fireEvent.mouseMove(window, { clientX: 560, clientY: 170 });
    expect(frame.style.transform).toBe('translate(60px, 50px)');
    fireEvent.mouseMove(window, { clientX: -5000, clientY: -5000 });
    expect(frame.style.transform).toBe('translate(-380px, -100px)');
    fireEvent.mouseUp(window);
    fireEvent.mouseMove(window, { clientX: 900, clientY: 900 });
    expect(frame.style.transform).toBe('translate(-380px, -100px)');
  });

  it('the body is not a drag handle, and only the main button drags', async () => {
    frameAt(BOX);
    renderInApp(
      <DraggableModal open title="编辑住户" footer={null}>
        内容
      </DraggableModal>,
    );
    const frame = screen.getByTestId('draggable-modal-frame');
    fireEvent.mouseDown(await screen.findByText('内容'), { button: 0, clientX: 500, clientY: 300 });
    fireEvent.mouseMove(window, { clientX: 600, clientY: 400 });
    expect(frame.style.transform).toBe('translate(0px, 0px)');
    fireEvent.mouseDown(screen.getByText('编辑住户'), { button: 2, clientX: 500, clientY: 120 });
    fireEvent.mouseMove(window, { clientX: 600, clientY: 400 });
    expect(frame.style.transform).toBe('translate(0px, 0px)');
  });

  it('a smaller window pulls the dialog back in', async () => {
    frameAt(BOX);
    renderInApp(
      <DraggableModal open title="编辑住户" footer={null}>
        内容
      </DraggableModal>,
    );
    const title = await screen.findByText('编辑住户');
    fireEvent.mouseDown(title, { button: 0, clientX: 500, clientY: 120 });
    fireEvent.mouseMove(window, { clientX: 880, clientY: 120 });
    fireEvent.mouseUp(window);
    const frame = screen.getByTestId('draggable-modal-frame');
    expect(frame.style.transform).toBe('translate(380px, 0px)');
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1000 });
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(frame.style.transform).toBe('translate(100px, 0px)');
  });

  it('opens centred again', async () => {
    frameAt(BOX);
    function Harness() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen((o) => !o)}>
            切换
          </button>
          <DraggableModal open={open} title="编辑住户" footer={null} forceRender>
            内容
          </DraggableModal>
        </>
      );
    }
    renderInApp(<Harness />);
    fireEvent.mouseDown(await screen.findByText('编辑住户'), { button: 0, clientX: 500, clientY: 120 });
    fireEvent.mouseMove(window, { clientX: 550, clientY: 120 });
    fireEvent.mouseUp(window);
    expect(screen.getByTestId('draggable-modal-frame').style.transform).toBe('translate(50px, 0px)');
    fireEvent.click(screen.getByRole('button', { name: '切换', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: '切换', hidden: true }));
    await waitFor(() =>
      expect(screen.getByTestId('draggable-modal-frame').style.transform).toBe('translate(0px, 0px)'),
    );
  });
});
