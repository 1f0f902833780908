// A dialog the user can drag by its title, never outside the viewport (01 §5, 02 §5). Drop-in for antd
// Modal: same props; the position resets each time it opens and is pulled back in when the window
// shrinks. Props: every antd Modal prop (open, title, onOk, onCancel, width, footer, …); `title` is the
// drag handle (cursor move).
import { Modal, type ModalProps } from 'antd';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
} from 'react';
import { clampOffset, type Box, type Offset } from './clamp';

function viewport() {
  return { width: window.innerWidth, height: document.documentElement.clientHeight || window.innerHeight };
}

export function DraggableModal({ title, modalRender, open, ...rest }: ModalProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [offset, setOffsetState] = useState<Offset>({ x: 0, y: 0 });
  // Drag handlers read the latest offset without re-subscribing on every move.
  const offsetRef = useRef(offset);
  const setOffset = useCallback((next: Offset) => {
    offsetRef.current = next;
    setOffsetState(next);
  }, []);

  // Each opening starts centred again.
  useEffect(() => {
    if (open) setOffset({ x: 0, y: 0 });
  }, [open, setOffset]);

  /** The dialog's box without the current translation. */
  const baseBox = useCallback((): Box | undefined => {
    const rect = frame.current?.getBoundingClientRect();
    if (!rect) return undefined;
    const { x, y } = offsetRef.current;
    return { left: rect.left - x, top: rect.top - y, width: rect.width, height: rect.height };
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const onResize = () => {
      const base = baseBox();
      if (base) setOffset(clampOffset(base, offsetRef.current, viewport()));
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [open, baseBox, setOffset]);

  const startDrag = (event: ReactMouseEvent) => {
    if (event.button !== 0) return;
    const base = baseBox();
    if (!base) return;
    event.preventDefault();
    const start = { x: event.clientX, y: event.clientY, offset: offsetRef.current };
    const onMove = (move: MouseEvent) => {
      setOffset(
        clampOffset(
          base,
          { x: start.offset.x + move.clientX - start.x, y: start.offset.y + move.clientY - start.y },
          viewport(),
        ),
      );
    };
    const onUp = () => {
      window.removeEventListener('mousemove', onMove);
      window.removeEventListener('mouseup', onUp);
    };
    window.addEventListener('mousemove', onMove);
    window.addEventListener('mouseup', onUp);
  };

  const render = (node: ReactNode) => (
    <div
      ref={frame}
      data-testid="draggable-modal-frame"
      style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}
    >
      {modalRender ? modalRender(node) : node}
    </div>
  );

  return (
    <Modal
      {...rest}
      open={open}
      title={
        title === undefined || title === null ? (
          title
        ) : (
          <div onMouseDown={startDrag} style={{ cursor: 'move', userSelect: 'none' }}>
            {title}
          </div>
        )
      }
      modalRender={render}
    />
  );
}
