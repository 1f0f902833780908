// Toasts and confirms for shared widgets: antd's App context when the widget sits inside <App> (the
// console's providers), antd's static methods otherwise (a widget rendered on its own still speaks).
import { App, Modal, message as staticMessage } from 'antd';

type AppApi = ReturnType<typeof App.useApp>;

export interface Feedback {
  message: AppApi['message'];
  /** Resolve the outcome through the config's onOk / onCancel. */
  modal: { confirm: (config: Parameters<typeof Modal.confirm>[0]) => unknown };
}

export function useFeedback(): Feedback {
  const app = App.useApp();
  const inApp = typeof app.message.open === 'function';
  return {
    message: inApp ? app.message : staticMessage,
    modal: inApp && typeof app.modal.confirm === 'function' ? app.modal : { confirm: Modal.confirm },
  };
}
