export declare const CHROMIUM_PATH: string
export declare const INSTALL_HINT: string
export declare function chromiumFound(): boolean
