/** Named rule of contract/src/validators/named-rules.ts -> its file under openapi/shared/schemas/. */
export const RULE_SCHEMAS: Record<string, string>;
export function generateResources(root: string): Promise<{ file: string; content: string }[]>;
