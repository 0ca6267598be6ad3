import type { ShowImage } from "@boleteria/core"

type ImageKind = ShowImage["cTipoImagen"]

/** The pixel size each kind of poster is drawn at, so the page keeps its place while images load. */
export const IMAGE_SIZE: Record<ImageKind, { readonly width: number; readonly height: number }> = {
  WEB_CARTELERA: { width: 600, height: 900 },
  WEB_DESTACADO: { width: 1200, height: 500 },
  WEB_MINIATURA: { width: 300, height: 450 },
  MAPA: { width: 1200, height: 900 },
}

/** The address of a show's image of one kind, or null when the show has none. */
export const imageUrl = (images: ReadonlyArray<ShowImage>, kind: ImageKind): string | null =>
  images.find((image) => image.cTipoImagen === kind)?.cUrl ?? null
