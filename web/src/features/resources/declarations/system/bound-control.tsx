// The engine's FieldControl as a Form.Item child that actually takes the item's value and onChange.
// engine/fields.tsx FieldControl reads only { field, row, id } and drops what Form.Item injects, so
// its controls never show a form value nor report a change (reported; the engine is not ours to edit).
// This renders FieldControl's element and hands it the injected props; once the engine passes them
// itself, the extra props are the same ones and change nothing.
import { cloneElement, type ReactElement } from 'react';
import { FieldControl } from '../../engine/fields';
import type { FieldMeta, Row } from '../../engine/types';

export interface BoundFieldControlProps {
  field: FieldMeta;
  row?: Row;
  id?: string;
  value?: unknown;
  onChange?: (...args: unknown[]) => void;
}

export function BoundFieldControl({ field, row, id, value, onChange }: BoundFieldControlProps) {
  // Called as a function so its element can be cloned; its hooks run here, unconditionally, in order.
  const element = FieldControl({ field, row, id }) as ReactElement<Record<string, unknown>>;
  return cloneElement(element, { value, onChange });
}
