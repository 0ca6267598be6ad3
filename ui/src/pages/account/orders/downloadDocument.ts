import { ApiError, NetworkError, Unauthorized, type ApiFailure } from "@boleteria/core"

export type Download =
  | { readonly ok: true; readonly blob: Blob; readonly filename: string }
  | { readonly ok: false; readonly failure: ApiFailure }

/** The name the server gave the file (content-disposition), else ours. */
const filenameOf = (response: Response, fallback: string): string =>
  /filename="([^"]+)"/u.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? fallback

/** A refusal's words: the v2 envelope's oData when the server sent one. */
const refusalOf = async (response: Response): Promise<ApiFailure> => {
  if (response.status === 401) return new Unauthorized({ message: "" })
  const body: unknown = await response.json().catch(() => null)
  const envelope = typeof body === "object" && body !== null ? (body as { nCode?: unknown; oData?: unknown }) : {}
  return new ApiError({
    nCode: typeof envelope.nCode === "number" ? envelope.nCode : response.status,
    message: typeof envelope.oData === "string" ? envelope.oData : "",
  })
}

/**
 * Fetches one of an order's PDFs. They are not calls of the Api port (which answers decoded JSON)
 * but files behind the same bearer token, so they are fetched here with it.
 */
export const downloadDocument = async (url: string, token: string | null, fallbackName: string): Promise<Download> => {
  let response: Response
  try {
    response = await fetch(url, { headers: token === null ? {} : { authorization: `Bearer ${token}` } })
  } catch (cause) {
    return { ok: false, failure: new NetworkError({ message: cause instanceof Error ? cause.message : String(cause) }) }
  }
  if (!response.ok) return { ok: false, failure: await refusalOf(response) }
  return { ok: true, blob: await response.blob(), filename: filenameOf(response, fallbackName) }
}

/** Hands the file to the browser: saved under its name, or shown by the PDF viewer, as the browser prefers. */
export const saveFile = (blob: Blob, filename: string): void => {
  const href = URL.createObjectURL(blob)
  const link = document.createElement("a")
  link.href = href
  link.download = filename
  link.rel = "noopener"
  document.body.append(link)
  link.click()
  link.remove()
  // The browser reads the file after the click returns; a minute later nothing needs the address.
  setTimeout(() => URL.revokeObjectURL(href), 60_000)
}
