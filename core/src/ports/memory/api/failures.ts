import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { ApiError } from "../../apiErrors.js"

/** The request body broke its contract schema: the server's 400, naming the field. */
export const validated = <A>(schema: Schema.Decoder<A>, body: unknown): Effect.Effect<A, ApiError> => {
  const result = Schema.decodeUnknownResult(schema)(body)
  return Result.isSuccess(result)
    ? Effect.succeed(result.success)
    : Effect.fail(new ApiError({ nCode: 400, message: result.failure.message }))
}

export const badRequest = (message: string) => new ApiError({ nCode: 400, message })
export const notFound = (message: string) => new ApiError({ nCode: 404, message })
export const conflict = (message: string) => new ApiError({ nCode: 409, message })
/** The purchase process expired, was invalidated or was paid: it cannot change any more. */
export const gone = (idProcesoDeCompra: number) =>
  new ApiError({ nCode: 410, message: `El proceso de compra ${idProcesoDeCompra} ya no está vigente` })
