import type { ServerClock, TestServer } from "@boleteria/server/testing"
import { act } from "@testing-library/react"
import { useLocation } from "wouter"
import { TEST_CUSTOMER } from "../support/renderWithShop.js"

export {
  control,
  expectEachMessage,
  fill,
  inLocale,
  messageOf,
  NEW_PASSWORD_CASES,
  translate,
  typeInto,
  type MessageCase,
} from "../support/formFields.js"

/** The code of the newest recovery mail the server sent to `email` (the mail shows it alone on an indented line). */
export const mailedRecoveryCode = (server: TestServer<ServerClock>, email: string): string | undefined => {
  const mail = server.mail().findLast((message) => message.to === email)
  return mail === undefined ? undefined : /^ {4}(\S+)$/mu.exec(mail.text)?.[1]
}

/**
 * The one-time code the server's identity provider (server/src/idp) sends back to the shop's
 * /loginRedirect once the test customer logs in on its form, read from its redirect.
 */
export const providerCode = async (server: TestServer<ServerClock>): Promise<string> => {
  const redirectUri = `${server.url}/loginRedirect`
  const form = new URLSearchParams({
    email: TEST_CUSTOMER.cEmail,
    password: TEST_CUSTOMER.cClave,
    redirect_uri: redirectUri,
  })
  const answer = await server.fetch(`${server.url}/idp/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form.toString(),
    redirect: "manual",
  })
  const code = /[?&]code=([^&]+)/u.exec(answer.headers.get("location") ?? "")?.[1]
  if (code === undefined) throw new Error(`the identity provider answered ${answer.status} without a code`)
  return decodeURIComponent(code)
}

/** Where a test sends the browser, as a redirect from another site would (rendered beside the page). */
export const browserLocation = () => {
  const held: { navigate: (to: string) => void } = { navigate: () => undefined }
  const Navigator = () => {
    const [, navigate] = useLocation()
    held.navigate = navigate
    return null
  }
  return { Navigator, arriveAt: (to: string) => act(() => held.navigate(to)) }
}
