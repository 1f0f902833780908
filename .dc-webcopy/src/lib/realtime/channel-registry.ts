// At most one live connection per channel (01 §4): opening a channel again replaces the old
// connection, and stopping all of them (logout) leaves no socket and no timer behind.
import { createManagedSocket, type ManagedSocket, type SocketOptions } from './socket-client';

const open = new Map<string, ManagedSocket>();

/** Opens `key` (e.g. 'alert'), stopping the connection that had that key before. */
export function openChannel(key: string, options: SocketOptions): ManagedSocket {
  open.get(key)?.stop();
  open.delete(key);
  const socket = createManagedSocket(options);
  open.set(key, socket);
  return socket;
}

export function getChannel(key: string): ManagedSocket | undefined {
  return open.get(key);
}

export function closeChannel(key: string): void {
  open.get(key)?.stop();
  open.delete(key);
}

export function closeAllChannels(): void {
  for (const socket of open.values()) socket.stop();
  open.clear();
}
