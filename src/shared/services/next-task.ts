/**
 * A task of its own for what follows: the browser may paint and answer input in between. What a
 * page does at start is cut where a module has been evaluated and before the work that uses it,
 * so neither is counted with the other on a phone (issue 45, decisions 065, 066).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))
