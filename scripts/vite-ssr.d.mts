/** the module at `path` (from the project's root), read through Vite's SSR loader */
export declare function loadThroughVite<T = Record<string, unknown>>(path: string): Promise<T>
