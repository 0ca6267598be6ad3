/** The national consumer-defence site, shown as a link on the complaints book; nothing is loaded from it. */
export const CONSUMER_DEFENCE_SITE = "https://www.argentina.gob.ar/defensadelconsumidor"

/** The value of `?motivo=` that opens the support form on the withdrawal topic (the footer's button). */
export const WITHDRAWAL_QUERY_VALUE = "arrepentimiento"
