export declare const LAZY_SLICES: Readonly<
  Record<"info" | "account" | "checkout" | "function" | "purchase", ReadonlyArray<string>>
>
export declare const sliceJson: (id: string) => string
export declare const localeSlicesEsbuildPlugin: () => import("esbuild").Plugin
export declare const localeSlicesVitePlugin: () => import("vite").Plugin
