import { Api, makeApi, makeDeferredApi, NetworkError, QueueTurn } from "@boleteria/core"
import type { ApiShape, DeferredApi, ExternalCalls } from "@boleteria/core"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { causeMessage, makeSend, withQuery, type HttpApiOptions } from "./httpCall.js"
import { readAnswer } from "./readAnswer.js"

const QUEUE_CHECK = { access: "public", answer: QueueTurn } as const

/**
 * The queue service of SPEC §7, outside the v2 API: none of our headers go there (neither the
 * token nor this device's id is its business), but that site's cookies do.
 */
const checkQueueAt = (queueUrl: string | null, fetchNow: typeof fetch) => (idFuncion: number) =>
  queueUrl === null
    ? Effect.succeed({ redirect_url: null })
    : Effect.tryPromise({
        try: async (signal) => {
          const response = await fetchNow(withQuery(queueUrl, { idFuncion: String(idFuncion) }), {
            credentials: "include",
            signal,
          })
          return {
            status: response.status,
            contentType: "",
            contentDisposition: "",
            body: new Uint8Array(await response.arrayBuffer()),
          }
        },
        catch: (cause) => new NetworkError({ message: causeMessage(cause) }),
      }).pipe(
        Effect.flatMap((raw) =>
          Effect.fromResult(
            readAnswer(raw, { ...QUEUE_CHECK, method: "GET", path: queueUrl, summary: "", errors: {} }),
          ),
        ),
      )

const externalCalls = (options: HttpApiOptions): ExternalCalls => {
  const fetchNow: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  return { checkQueue: checkQueueAt(options.queueUrl ?? null, fetchNow) as ApiShape["checkQueue"] }
}

/** The v2 API of SPEC §7 over HTTP: every call built from core's endpoint table, every answer decoded, failures typed. */
export const makeHttpApi = (options: HttpApiOptions): ApiShape => makeApi(makeSend(options), externalCalls(options))

/**
 * The same Api for a shop's first download: it carries the catalogue's calls and loads the rest of
 * the table when first needed or preloaded (core's makeDeferredApi).
 */
export const makeDeferredHttpApi = (options: HttpApiOptions): DeferredApi =>
  makeDeferredApi(makeSend(options), externalCalls(options))

export const layerHttpApi = (options: HttpApiOptions): Layer.Layer<Api> => Layer.succeed(Api, makeHttpApi(options))
