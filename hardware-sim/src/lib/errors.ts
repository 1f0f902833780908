/**
 * A failure the device itself reports (no card, wrong key, ...). Handlers throw it; the route layer turns
 * it into the contract's failure branch (`status: false` for the desktop helper, non-zero `code` for the
 * video service).
 */
export class DeviceError extends Error {
  constructor(
    message: string,
    /** Video-service error code; the desktop helper has none. */
    readonly code = 1,
  ) {
    super(message);
    this.name = 'DeviceError';
  }
}
