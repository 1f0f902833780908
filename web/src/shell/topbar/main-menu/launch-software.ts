// Custom menu type '2' (01 §2.6): the desktop helper starts a program installed on this computer
// (POST /software/launch, multipart field fullPath; openapi/qt-client). Rejects with a DesktopError.
import { qt } from '@/lib/desktop/instance';

export async function launchSoftware(fullPath: string): Promise<void> {
  await qt.call(
    qt.client.POST('/software/launch', {
      body: { fullPath },
      bodySerializer: (body) => {
        const form = new FormData();
        form.append('fullPath', body.fullPath);
        return form;
      },
      // The client's JSON default must go: the browser writes the multipart boundary itself.
      headers: { 'Content-Type': null },
    }),
  );
}
