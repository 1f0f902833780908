// checkFace (POST /u_m/checkFace/v1, form imageUrl): code '0' 采集成功; '3145' the daily limit dialog;
// any other code: the server message as an error toast (01 §5, §8; 02 §8). The request layer's own
// toasts are off so the caller decides what each outcome shows.
import { call, client } from '@/lib/api/instance';
import { ApiError } from '@/lib/api/envelope';
import { FACE_CHECK_LIMIT_CODE, MSG_FACE_CHECK_SUCCESS } from '@/lib/constants/desktop';

export type FaceCheckOutcome =
  { kind: 'passed'; message: string } | { kind: 'limit' } | { kind: 'failed'; message: string };

export async function checkFace(imageUrl: string): Promise<FaceCheckOutcome> {
  try {
    await call(client.POST('/u_m/checkFace/v1', { body: { imageUrl } }), {
      successToast: false,
      errorToast: false,
    });
    return { kind: 'passed', message: MSG_FACE_CHECK_SUCCESS };
  } catch (error) {
    if (error instanceof ApiError && error.code === FACE_CHECK_LIMIT_CODE) return { kind: 'limit' };
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}
