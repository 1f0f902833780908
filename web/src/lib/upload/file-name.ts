// Stored file names (02 §9): 16 random characters + agentId + timestamp (ms), keeping the original
// extension. Only a plain extension survives (letters and digits, up to 10); paths, odd characters and
// names without one give a name without extension.
import { UPLOAD_RANDOM_NAME_LENGTH } from '../constants/image-upload';
import { ALPHANUMERIC, randomString } from '../format/random';

/** The extension with its dot ('.jpg'), or '' when the name has none worth keeping. */
export function fileExtension(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  if (dot <= 0) return '';
  const ext = base.slice(dot + 1);
  return /^[A-Za-z0-9]{1,10}$/.test(ext) ? `.${ext}` : '';
}

export function uploadFileName(
  originalName: string,
  agentId: string | number,
  now: number = Date.now(),
): string {
  const agent = String(agentId).replace(/[^A-Za-z0-9_-]/g, '');
  return `${randomString(UPLOAD_RANDOM_NAME_LENGTH, ALPHANUMERIC)}${agent}${now}${fileExtension(originalName)}`;
}

/** The same file under its stored name. */
export function renameFile(file: File, agentId: string | number, now: number = Date.now()): File {
  return new File([file], uploadFileName(file.name, agentId, now), {
    type: file.type,
    lastModified: file.lastModified,
  });
}
