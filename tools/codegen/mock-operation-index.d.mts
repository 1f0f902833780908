/** The mock's generated operation index (mock-server/src/domains/generated/resource-operations.ts). */
export function generateMockOperationIndex(root: string): Promise<{ file: string; content: string }[]>;
