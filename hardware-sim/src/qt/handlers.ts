import type { QtHandlers } from './handler-types';
import { softwareHandlers } from '../devices/software/handlers';
import { icCardHandlers } from '../devices/ic-card/handlers';
import { ucCardHandlers } from '../devices/uc-card/handlers';
import { cpuCardHandlers } from '../devices/cpu-card/handlers';
import { idr210Handlers } from '../devices/idr210/handlers';
import { monitorHandlers } from '../devices/monitor/handlers';
import { downloadHandlers } from '../devices/downloads/handlers';

/** Every desktop-helper operation of openapi/qt-client.yaml. */
export const qtHandlers: QtHandlers = {
  ...softwareHandlers,
  ...icCardHandlers,
  ...ucCardHandlers,
  ...cpuCardHandlers,
  ...idr210Handlers,
  ...monitorHandlers,
  ...downloadHandlers,
};
