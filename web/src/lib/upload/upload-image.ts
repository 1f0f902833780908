// Image upload through POST /uploadFile/v2 (02 §7, §9): multipart sessionId (added by the request
// layer), type and file, the file renamed to 16 random characters + agentId + timestamp. Success is
// code '200' with data.url (object key kept by records) and data.urlShow (display address).
import type { components } from '@zhsq/contract/api';
import { call, client } from '../api/instance';
import { asMultipart } from '../api/serializers';
import { renameFile } from './file-name';
import { currentUploadAgent } from './agent';
import { toUploadError } from './errors';

export type UploadResult = components['schemas']['UploadResult'];

export interface UploadImageOptions {
  /** Image storage kind, e.g. estate, account_info, face, notice. */
  type: string;
  /** Defaults to the configured agent (./agent). */
  agentId?: string | number;
  now?: number;
}

/** Rejects with UploadError (its `notice` is what the user should read, if anything). */
export async function uploadImage(file: File, options: UploadImageOptions): Promise<UploadResult> {
  const named = renameFile(file, options.agentId ?? currentUploadAgent(), options.now ?? Date.now());
  try {
    const result = await call(
      client.POST('/uploadFile/v2', {
        // The contract types multipart files as strings (contentMediaType); the body is a real File.
        body: { type: options.type, file: named as unknown as string },
        ...asMultipart,
      }),
      { successToast: false, errorToast: false, action: 'upload' },
    );
    return result.data;
  } catch (error) {
    throw toUploadError(error);
  }
}
