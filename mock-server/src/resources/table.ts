// One resource's rows, in id order, living as long as the mock's store (reset throws them away).
import type { Row } from './types.js';

export class ResourceTable {
  private readonly byId = new Map<number, Row>();
  private nextId = 1;

  constructor(rows: readonly Row[] = []) {
    for (const row of rows) this.put(row);
  }

  all(): Row[] {
    return [...this.byId.values()];
  }

  get(id: number): Row | undefined {
    return this.byId.get(id);
  }

  insert(values: Record<string, unknown>): Row {
    const row = { ...values, id: this.nextId } as Row;
    this.put(row);
    return row;
  }

  replace(row: Row): void {
    this.byId.set(row.id, row);
  }

  remove(ids: readonly number[]): void {
    for (const id of ids) this.byId.delete(id);
  }

  private put(row: Row): void {
    this.byId.set(row.id, row);
    this.nextId = Math.max(this.nextId, row.id + 1);
  }
}
