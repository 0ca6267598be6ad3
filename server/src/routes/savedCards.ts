import { ChargeNotFound, endpoint, isRefusal, type Caller, type savedCardEndpoints } from "@boleteria/core"
import * as Schema from "effect/Schema"
import type { Context, Hono } from "hono"
import type { ServerDeps } from "../deps.js"
import { findProcess, type PurchaseCaller } from "../domain/process/access.js"
import { chargeOpenedProcess } from "../domain/process/charge.js"
import { paymentStatusOf } from "../domain/process/chargeRecord.js"
import { chargeOf } from "../store/payments/charges.js"
import { cancelCharge, finishThreeDs } from "../domain/process/paymentStatus.js"
import {
  answerChallenge,
  authenticate,
  authenticationOf,
  cardToAuthenticate,
  challengePagePath,
  setUpAuthentication,
  useAuthentication,
} from "../domain/savedCards/authentication.js"
import {
  completeRegistration,
  openRegistration,
  registrationPagePath,
  startRegistration,
  type RegistrationForm,
} from "../domain/savedCards/registration.js"
import { deleteSavedCard, savedCardsOf } from "../domain/savedCards/savedCards.js"
import { requireCustomer } from "../http/auth.js"
import { registerPage, type ServerHandlers } from "../http/endpointRoutes.js"
import { cardRegistrationPage, challengePage, deviceDataPage, expiredPage } from "../payments/cardSandboxPages.js"

/** Saved cards, the 3-D Secure step's confirmation and cancellation, and 3-D Secure 2 (docs/saved-cards.md). */
export const savedCardHandlers = (deps: ServerDeps): Pick<ServerHandlers, keyof typeof savedCardEndpoints> => {
  const { db } = deps
  const customerOf = (caller: Caller) => requireCustomer(db, caller.token, deps.now())
  const signedIn = async (caller: Caller): Promise<PurchaseCaller & { readonly customerId: number }> => ({
    customerId: await customerOf(caller),
    purchaseKey: caller.purchaseKey,
  })
  const ownProcess = async (processId: number, caller: Caller) => findProcess(db, processId, await signedIn(caller))

  return {
    listSavedCards: async ({ caller }) => savedCardsOf(db, await customerOf(caller)),
    startCardRegistration: async ({ caller }) => startRegistration(deps, await customerOf(caller), null),
    startCardRegistrationForPurchase: async ({ path, caller }) => {
      const process = await ownProcess(path.idProcesoDeCompra, caller)
      return isRefusal(process) ? process : startRegistration(deps, await customerOf(caller), process.id)
    },
    deleteSavedCard: async ({ path, caller }) =>
      deleteSavedCard(db, deps.providers.card, await customerOf(caller), path.alias_token),
    confirmThreeDs: async ({ path, caller }) => {
      const process = await ownProcess(path.idProcesoDeCompra, caller)
      return isRefusal(process) ? process : finishThreeDs(deps, process.id)
    },
    cancelThreeDs: async ({ path, caller }) => {
      const process = await ownProcess(path.idProcesoDeCompra, caller)
      if (isRefusal(process)) return process
      // Only the 3-D Secure step is abandoned here; any other charge is answered as it stands.
      if ((await chargeOf(db, process.id))?.state === "REQUIERE_3DS") await cancelCharge(deps, process.id)
      const charge = await chargeOf(db, process.id)
      return charge === null ? new ChargeNotFound({ key: "problems.payment.noCharge" }) : paymentStatusOf(charge)
    },
    setUpAuthentication: async ({ path, body, caller }) => {
      const { customerId } = await signedIn(caller)
      const process = await ownProcess(path.idProcesoDeCompra, caller)
      if (isRefusal(process)) return process
      const card = await cardToAuthenticate(db, customerId, body)
      return isRefusal(card) ? card : setUpAuthentication(deps, process.id, card)
    },
    authenticate: async ({ path, body, caller }) => {
      const { customerId } = await signedIn(caller)
      const process = await ownProcess(path.idProcesoDeCompra, caller)
      if (isRefusal(process)) return process
      const card = await cardToAuthenticate(db, customerId, body.oTarjeta)
      return isRefusal(card) ? card : authenticate(deps, process.id, body.cReferencia, card)
    },
    payAuthenticated: async ({ path, body, caller }) => {
      const purchaseCaller = await signedIn(caller)
      const card = await cardToAuthenticate(db, purchaseCaller.customerId, body.oPago)
      if (isRefusal(card)) return card
      const processId = path.idProcesoDeCompra
      return chargeOpenedProcess(
        deps,
        processId,
        async (tx) => {
          const process = await findProcess(tx, processId, purchaseCaller, { lock: true })
          if (isRefusal(process)) return process
          return (await useAuthentication(tx, process.id, body.cReferencia, card, deps.now())) ?? process
        },
        body.oPago,
        caller.language,
        undefined,
        { customerId: purchaseCaller.customerId, authenticated: true },
      )
    },
  }
}

const RegistrationPath = Schema.Struct({ cProcesoId: Schema.String })
const ReferencePath = Schema.Struct({ cReferencia: Schema.String })

const sandboxPage = <P extends Schema.Top>(path: string, method: "GET" | "POST", summary: string, params: P) =>
  endpoint({ method, path, summary, access: "public", params, answer: Schema.Never, errors: [] })

const textOf = (value: unknown): string => (typeof value === "string" ? value : "")

const registrationForm = async (c: Context): Promise<RegistrationForm> => {
  const body = await c.req.parseBody()
  return {
    number: textOf(body["number"]),
    holder: textOf(body["holder"]),
    month: textOf(body["month"]),
    year: textOf(body["year"]),
    code: textOf(body["code"]),
  }
}

/**
 * The sandbox processor's pages, as a real provider's would be on its own host: the iFrame that
 * takes a card to save, the bank's device-data page and its 3-D Secure 2 challenge. Browser
 * navigations, without token or key: the registration's id or the authentication's reference in the
 * path is the capability.
 */
export const sandboxCardPages = (app: Hono, deps: ServerDeps): void => {
  const registration = "/sandbox/bancard/tarjeta/{cProcesoId}"
  registerPage(
    app,
    sandboxPage(registration, "GET", "Sandbox: the page that takes a card to save", RegistrationPath),
    async ({ path }, c) => {
      const open = await openRegistration(deps, path.cProcesoId)
      return open === null
        ? c.html(expiredPage(), 404)
        : c.html(cardRegistrationPage(registrationPagePath(path.cProcesoId), null))
    },
  )
  registerPage(
    app,
    sandboxPage(registration, "POST", "Sandbox: save the posted card", RegistrationPath),
    async ({ path }, c) => {
      const open = await openRegistration(deps, path.cProcesoId)
      if (open === null) return c.html(expiredPage(), 404)
      const back = await completeRegistration(deps, path.cProcesoId, open, await registrationForm(c))
      if (back === null) {
        const action = registrationPagePath(path.cProcesoId)
        return c.html(cardRegistrationPage(action, "Revisá los datos de la tarjeta."), 400)
      }
      return c.redirect(back, 303)
    },
  )
  const device = "/sandbox/sbs/dispositivo/{cReferencia}"
  registerPage(app, sandboxPage(device, "GET", "Sandbox: the bank's device-data page", ReferencePath), (_request, c) =>
    Promise.resolve(c.html(deviceDataPage())),
  )
  const challenge = "/sandbox/sbs/desafio/{cReferencia}"
  registerPage(
    app,
    sandboxPage(challenge, "GET", "Sandbox: the bank's 3-D Secure 2 challenge", ReferencePath),
    async ({ path }, c) => {
      const row = await authenticationOf(deps.db, path.cReferencia, deps.now())
      if (row?.state !== "DESAFIO") return c.html(expiredPage(), 404)
      return c.html(challengePage(challengePagePath(path.cReferencia), row.card_last4))
    },
  )
  registerPage(
    app,
    sandboxPage(challenge, "POST", "Sandbox: the challenge answered", ReferencePath),
    async ({ path }, c) => {
      const approved = textOf((await c.req.parseBody())["resultado"]) === "aprobar"
      const processId = await answerChallenge(deps, path.cReferencia, approved)
      return processId === null ? c.html(expiredPage(), 404) : c.redirect(`/BuyTicket/${processId}`, 303)
    },
  )
}
