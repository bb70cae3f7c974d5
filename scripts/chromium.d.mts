export declare const CHROMIUM_PATH: string
export declare const BENCH_CHROMIUM_PATH: string
export declare const INSTALL_HINT: string
export declare const BENCH_INSTALL_HINT: string
export declare function chromiumFound(): boolean
export declare function benchChromiumFound(): boolean
