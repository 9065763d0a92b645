export function newestMtime(root: string, inputs: string[], skip?: string[]): number;
export const NODE_SOURCES: string[];
