import * as Schema from "effect/Schema"

/** The largest whole number the database stores (PostgreSQL integer): ids and counts stop here. */
export const MAX_STORED_INT = 2_147_483_647

/** Whole, non-negative ids as the v2 contract uses them (idFuncion, idProcesoDeCompra…), as the database stores them. */
export const Id = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: MAX_STORED_INT }))

/** An amount of Argentine pesos; never negative, never NaN. */
export const Money = Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0))

export const Count = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: MAX_STORED_INT }))

/** The first digits of a card number (its BIN): a bank promotion names the cards it holds with. */
export const CardBin = Schema.String.check(Schema.isPattern(/^\d{6,8}$/u))

/** An instant in epoch milliseconds: how core state, timers and the event log keep time. */
export const EpochMillis = Schema.Int

/** An instant as ISO 8601 text: how the v2 contract sends dates. */
export const IsoDateTime = Schema.String.check(
  Schema.isPattern(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/),
)

export const ProcessType = Schema.Literals(["CART", "BOX"])
export type ProcessType = typeof ProcessType.Type

export const LoginSystem = Schema.Literals(["OWN_SELF_LOGIN", "EXTERNAL_LOGIN"])
export type LoginSystem = typeof LoginSystem.Type

export const Locale = Schema.Literals(["es", "en", "pt"])
export type Locale = typeof Locale.Type
