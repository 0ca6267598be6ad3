/** esbuild's metafile, as far as the tests read it. */
export interface ShopMetafile {
  readonly outputs: Readonly<
    Record<
      string,
      {
        readonly entryPoint?: string
        readonly imports: ReadonlyArray<{ readonly path: string; readonly kind: string }>
        /** The source files (and packages' files) whose code went into this output, by path. */
        readonly inputs: Readonly<Record<string, { readonly bytesInOutput: number }>>
      }
    >
  >
}
/** The JS files `file` imports statically, itself included (adds them to `seen` and answers it). */
export declare const staticClosure: (outputs: ShopMetafile["outputs"], file: string, seen?: Set<string>) => Set<string>
export declare const buildShop: (out?: string) => Promise<ShopMetafile>
export declare const watchShop: () => Promise<{ dispose: () => Promise<void> }>
/** The widget's build: the loader (/widget.js), its module and the module's outputs. */
export interface WidgetBuild {
  readonly loader: string
  readonly module: string
  readonly outputs: ShopMetafile["outputs"]
}
export declare const buildWidget: (out?: string) => Promise<WidgetBuild>
