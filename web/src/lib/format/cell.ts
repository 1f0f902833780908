// Table cells (01 §5, 02 §5): an empty string shows as '-' (so do null and undefined, which the
// server sends for the same "no value").
import { TABLE_EMPTY_CELL } from '../constants/tables';

export function isBlankCell(value: unknown): boolean {
  return value === '' || value === null || value === undefined;
}

export function displayCell<T>(value: T): T | typeof TABLE_EMPTY_CELL {
  return isBlankCell(value) ? TABLE_EMPTY_CELL : value;
}
