import type { ShowImage } from "@boleteria/core"

/** The generated posters of a show, served from fixtures/posters at /posters. */
export const postersOf = (seo: string): ReadonlyArray<ShowImage> => [
  { cTipoImagen: "WEB_CARTELERA", cUrl: `/posters/${seo}.svg` },
  { cTipoImagen: "WEB_DESTACADO", cUrl: `/posters/${seo}-destacado.svg` },
]
