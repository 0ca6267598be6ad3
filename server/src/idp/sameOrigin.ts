/**
 * The address to send the browser back to, only when it is on the server's own host: the provider
 * must never hand a login code (or a customer) to another site. Relative paths resolve to this host.
 * The scheme may differ (http here, https at a TLS-terminating proxy); the host may not.
 */
export const sameOriginTarget = (target: string | undefined, requestUrl: string): URL | null => {
  if (target === undefined || target === "") return null
  const here = new URL(requestUrl)
  let url: URL
  try {
    url = new URL(target, here)
  } catch {
    return null
  }
  const webScheme = url.protocol === "http:" || url.protocol === "https:"
  return webScheme && url.host === here.host && url.username === "" && url.password === "" ? url : null
}
