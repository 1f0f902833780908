export interface OperationGrant {
  authKey?: string;
  roles?: number[];
}
export interface OperationRule {
  access: 'public' | 'session' | 'permission';
  grants?: OperationGrant[];
}
/** Map of contract path -> who may call the operation, derived from the console's page graphs. */
export function derivePermissions(
  root: string,
  doc: { paths: Record<string, Record<string, unknown>> },
): Promise<Map<string, OperationRule>>;
export function annotatePermissions(
  root: string,
  doc: { paths: Record<string, Record<string, unknown>> },
): Promise<void>;
