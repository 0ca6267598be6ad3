/** The function a URL names: /funcion/{cSeo}/{id}, or /funcion?idFuncion=… (also /funcionTienda, /promocion). */
export const functionIdFrom = (params: Readonly<Record<string, string | undefined>>, search: string): number | null => {
  const raw = params["id"] ?? new URLSearchParams(search).get("idFuncion")
  return raw !== null && raw !== undefined && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null
}

/** The landing's validation hash (`?h=`), passed on to GET /v2/Funcion/{id}. */
export const validationHashFrom = (search: string): string | undefined =>
  new URLSearchParams(search).get("h") ?? undefined
