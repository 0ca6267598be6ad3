export declare const sliceJson: (id: string) => string
export declare const localeSlicesEsbuildPlugin: () => import("esbuild").Plugin
export declare const localeSlicesVitePlugin: () => import("vite").Plugin
