import { Api, makeApi, makeDeferredApi } from "../index.js"
import type { ApiShape, DeferredApi } from "../index.js"
import * as Layer from "effect/Layer"
import { makeSend, type HttpApiOptions } from "./httpCall.js"

/**
 * The v2 API of SPEC §7 over HTTP: every call built from core's endpoint table (the queue's too:
 * the server answers it, docs/waiting-room.md), every answer decoded, failures typed.
 */
export const makeHttpApi = (options: HttpApiOptions): ApiShape => makeApi(makeSend(options))

/**
 * The same Api for a shop's first download: it carries the catalogue's calls and loads the rest of
 * the table when first needed or preloaded (core's makeDeferredApi).
 */
export const makeDeferredHttpApi = (options: HttpApiOptions): DeferredApi => makeDeferredApi(makeSend(options))

export const layerHttpApi = (options: HttpApiOptions): Layer.Layer<Api> => Layer.succeed(Api, makeHttpApi(options))
