export interface RequestField {
  operationId: string;
  route: string;
  method: string;
  in: string;
  name: string;
  required: boolean;
  schema: Record<string, unknown>;
}
export const EXCEPTIONS: Record<string, string>;
export function requestFields(doc: unknown): RequestField[];
/** `operationId.field` of each loose field, by kind. */
export function measure(doc: unknown): {
  requiredText: string[];
  phone: string[];
  url: string[];
  money: string[];
};
