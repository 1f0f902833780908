// The datapump calls the import and export widgets share (02 §7): POST datapump/im_ex/v2 (multipart:
// type, smsCode, params as JSON text, optional file; success code 0 / '0') and the .xlsx downloads
// (import template, task file), which answer a file or, on failure, the JSON envelope.
import type { components } from '@zhsq/contract/api';
import { call, client } from '@/lib/api/instance';
import { asMultipart } from '@/lib/api/serializers';

export type DatapumpTask = components['schemas']['DatapumpTask'];

export interface ImExInput {
  type: string;
  params: Record<string, unknown>;
  file?: File;
  smsCode?: string;
}

/** Submits an import or export task; rejects (after the request layer's toast) on a failure code. */
export async function submitImEx(input: ImExInput): Promise<DatapumpTask> {
  const result = await call(
    client.POST('/datapump/im_ex/v2', {
      body: {
        type: input.type,
        params: JSON.stringify(input.params),
        smsCode: input.smsCode,
        // The contract types multipart files as strings (contentMediaType); the body is a real File.
        file: input.file as unknown as string | undefined,
      },
      ...asMultipart,
    }),
    // The notice channel announces the task (01 §8), so no second toast here.
    { successToast: false, action: input.file ? 'upload' : 'operate' },
  );
  return result.data;
}

type DownloadPath = '/datapump/import_template/download/v2' | '/datapump/task/file/v2';

/** The UTF-8 file name of a Content-Disposition header (filename*), else its plain filename. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const utf8 = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (utf8) return decodeURIComponent(utf8);
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

/** Saves a blob under a name through a temporary link (works for every browser the console supports). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

async function download(path: DownloadPath, query: Record<string, string>, fallback: string): Promise<void> {
  const result = await client.GET(path, {
    params: { query: query as never },
    parseAs: 'blob',
  });
  const blob = result.data as Blob | undefined;
  const type = result.response.headers.get('Content-Type') ?? '';
  if (!blob || type.includes('json')) {
    // a failure envelope: the request layer shows its message (下载失败 by default) and rejects
    const envelope: unknown = blob ? JSON.parse(await blob.text()) : undefined;
    await call(Promise.resolve({ data: envelope, response: result.response }), {
      action: 'download',
      successToast: false,
    });
    return;
  }
  saveBlob(blob, fileNameOf(result.response.headers.get('Content-Disposition'), fallback));
}

export const downloadImportTemplate = (dataType: string): Promise<void> =>
  download('/datapump/import_template/download/v2', { dataType }, `${dataType}导入模板.xlsx`);

export const downloadTaskFile = (taskId: string): Promise<void> =>
  download('/datapump/task/file/v2', { taskId }, `${taskId}.xlsx`);
