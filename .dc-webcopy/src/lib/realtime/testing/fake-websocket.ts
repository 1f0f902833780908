// A WebSocket double for unit tests: no network, the test plays the server. Every instance is kept so
// tests can count live connections; `live()` lists those not closed.
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];

  static reset(): void {
    FakeWebSocket.instances = [];
  }

  static live(): FakeWebSocket[] {
    return FakeWebSocket.instances.filter((ws) => ws.readyState !== FakeWebSocket.CLOSED);
  }

  static last(): FakeWebSocket {
    const ws = FakeWebSocket.instances.at(-1);
    if (!ws) throw new Error('no socket was opened');
    return ws;
  }

  readonly url: string;
  readyState = FakeWebSocket.CONNECTING;
  sent: string[] = [];
  closedWith: { code?: number; reason?: string } | undefined;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;

  constructor(url: string) {
    this.url = url;
    FakeWebSocket.instances.push(this);
  }

  send(text: string): void {
    if (this.readyState !== FakeWebSocket.OPEN) throw new Error('send on a socket that is not open');
    this.sent.push(text);
  }

  /** Client-side close: the socket is closed at once and reports it. */
  close(code?: number, reason?: string): void {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.closedWith = { code, reason };
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.({ code: code ?? 1005, reason: reason ?? '' } as CloseEvent);
  }

  // ── the server's side ──
  serverOpen(): void {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.(new Event('open'));
  }

  serverSend(text: string): void {
    this.onmessage?.({ data: text } as MessageEvent);
  }

  serverClose(code = 1006, reason = ''): void {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.({ code, reason } as CloseEvent);
  }

  /** A failed connection: error, then close (as browsers report it). */
  serverFail(): void {
    this.onerror?.(new Event('error'));
    this.serverClose(1006);
  }
}

/** Typed as the DOM constructor for code that takes `typeof WebSocket`. */
export const FakeWebSocketCtor = FakeWebSocket as unknown as typeof WebSocket;

/** A document whose visibility the test switches. */
export class FakeDocument {
  visibilityState: DocumentVisibilityState = 'visible';
  private listeners = new Set<() => void>();

  addEventListener(_type: string, listener: () => void): void {
    this.listeners.add(listener);
  }

  removeEventListener(_type: string, listener: () => void): void {
    this.listeners.delete(listener);
  }

  listenerCount(): number {
    return this.listeners.size;
  }

  setVisibility(state: DocumentVisibilityState): void {
    this.visibilityState = state;
    for (const listener of [...this.listeners]) listener();
  }

  asDocument(): Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'> {
    return this as unknown as Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  }
}
