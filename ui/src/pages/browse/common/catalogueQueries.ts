import type { ApiShape } from "@boleteria/core"

// The catalogue pages' reads, written once for the pages (useApiQuery) and for the server's page
// heads (ui/src/ssr/pageHeads.ts), which read the same answers the page then renders with.

export const showsQuery = { name: "browse:shows", call: (api: ApiShape) => api.getShows() }

export const showQuery = (idEspectaculoCartel: number) => ({
  name: `browse:show:${idEspectaculoCartel}`,
  call: (api: ApiShape) => api.getShow({ path: { idEspectaculoCartel } }),
})

export const venuesQuery = { name: "browse:venues", call: (api: ApiShape) => api.getVenues() }

export const performanceQuery = (idFuncion: number, validationHash?: string) => ({
  name: `performance:${idFuncion}:${validationHash ?? ""}`,
  call: (api: ApiShape) =>
    api.getPerformance({ path: { idFuncion }, query: validationHash === undefined ? {} : { h: validationHash } }),
})
