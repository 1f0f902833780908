// Deterministic identifiers and bytes: every "random" value of the simulators comes from a counter hashed
// with SHA-256, so a reset brings back exactly the same card numbers, templates and ids.
import { createHash } from 'node:crypto';

export function digest(...parts: (string | number)[]): Buffer {
  return createHash('sha256').update(parts.join('|')).digest();
}

/** `bytes` bytes derived from the parts, as upper-case hex. */
export function hexId(bytes: number, ...parts: (string | number)[]): string {
  return digest(...parts)
    .subarray(0, bytes)
    .toString('hex')
    .toUpperCase();
}

/** As many deterministic bytes as asked for (SHA-256 in counter mode). */
export function deterministicBytes(length: number, ...parts: (string | number)[]): Buffer {
  const chunks: Buffer[] = [];
  for (let i = 0; chunks.length * 32 < length; i++) chunks.push(digest(...parts, i));
  return Buffer.concat(chunks).subarray(0, length);
}

/** A small unsigned number derived from the parts (for counts and choices). */
export function pick(modulo: number, ...parts: (string | number)[]): number {
  return digest(...parts).readUInt32BE(0) % modulo;
}

/** Named counters that restart on reset. */
export class Counters {
  private readonly values = new Map<string, number>();

  next(name: string): number {
    const value = (this.values.get(name) ?? 0) + 1;
    this.values.set(name, value);
    return value;
  }

  reset(): void {
    this.values.clear();
  }
}
