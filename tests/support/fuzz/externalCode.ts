/**
 * Logs in at the reference identity provider a server in EXTERNAL_LOGIN mode serves, as a
 * browser's form post would, and returns the one-time code it sends back to /loginRedirect.
 */
export const externalLoginCode = async (baseUrl: string, email: string, password: string): Promise<string> => {
  const redirectUri = `${baseUrl}/loginRedirect`
  const response = await fetch(`${baseUrl}/idp/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password, redirect_uri: redirectUri }).toString(),
  })
  const location = response.headers.get("location") ?? ""
  const code = location.startsWith(`${redirectUri}?`) ? new URL(location).searchParams.get("code") : null
  if (code === null) throw new Error(`the identity provider answered ${response.status} without a code`)
  return code
}
