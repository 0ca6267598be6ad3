/** esbuild's metafile, as far as the tests read it. */
export interface ShopMetafile {
  readonly outputs: Readonly<Record<string, { readonly entryPoint?: string; readonly imports: ReadonlyArray<{ readonly path: string; readonly kind: string }> }>>
}
export declare const buildShop: (out?: string) => Promise<ShopMetafile>
export declare const watchShop: () => Promise<{ dispose: () => Promise<void> }>
