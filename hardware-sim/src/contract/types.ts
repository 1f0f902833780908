// Request / response types of the simulated operations, taken from the generated contract types.
import type { components as QtComponents, operations as QtOperations } from '@zhsq/contract/qt-client';
import type {
  components as VideoComponents,
  operations as VideoOperations,
} from '@zhsq/contract/video-service';

type BodyOf<Op> = Op extends { requestBody?: infer RB }
  ? NonNullable<RB> extends { content: infer C }
    ? C[keyof C]
    : undefined
  : undefined;
type JsonResponseOf<Op> = Op extends { responses: { 200: { content: { 'application/json': infer R } } } }
  ? R
  : never;

export type QtSchemas = QtComponents['schemas'];
export type QtOperationId = keyof QtOperations;
export type QtRequest<K extends QtOperationId> = BodyOf<QtOperations[K]>;
export type QtResponse<K extends QtOperationId> = JsonResponseOf<QtOperations[K]>;
/** The success branch of an operation's response (failures are thrown as DeviceError). */
export type QtSuccess<K extends QtOperationId> = Extract<QtResponse<K>, { status: true }>;

export type VideoSchemas = VideoComponents['schemas'];
export type VideoOperationId = keyof VideoOperations;
export type VideoRequest<K extends VideoOperationId> = BodyOf<VideoOperations[K]>;
export type VideoQuery<K extends VideoOperationId> = VideoOperations[K]['parameters'] extends {
  query?: infer Q;
}
  ? NonNullable<Q>
  : never;
export type VideoResponse<K extends VideoOperationId> = JsonResponseOf<VideoOperations[K]>;
export type VideoSuccess<K extends VideoOperationId> = Extract<VideoResponse<K>, { code: 0 }>;

export type CardPermission = QtSchemas['CardPermission'];
