import type { QtOperationId, QtRequest, QtSuccess } from '../contract/types';
import type { SimContext } from '../context';

/** A desktop-helper operation: gets the validated body, returns the success branch or throws DeviceError. */
export type QtHandler<K extends QtOperationId> = (
  body: QtRequest<K>,
  ctx: SimContext,
) => QtSuccess<K> | Promise<QtSuccess<K>>;

/** One handler per contract operation; leaving one out is a type error. */
export type QtHandlers = { [K in QtOperationId]: QtHandler<K> };

export const ok = <T>(data: T) => ({ status: true as const, data });
export const done = (message?: string) => ({ status: true as const, ...(message ? { message } : {}) });
