import type { ShopServer } from "./shopServer.js"

/**
 * `count` other devices take their places in a function's waiting room (the server knows a shopper
 * by account or device): a shopper who comes next waits behind them.
 */
export const putOthersInLine = async (server: ShopServer, idFuncion: number, count: number, tag: string) => {
  for (let other = 1; other <= count; other++) {
    const response = await fetch(`${server.url}/v2/Cola/${idFuncion}/Lugar`, {
      headers: { "x-device-fingerprint": `e2e-${tag}-device-${other}` },
    })
    if (response.status !== 200) throw new Error(`GET /v2/Cola/${idFuncion}/Lugar answered ${response.status}`)
  }
}
