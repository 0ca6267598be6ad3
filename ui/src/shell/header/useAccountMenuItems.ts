import { accountMenu } from "@boleteria/core"
import { useSession, useTenant } from "../../app/ShopContext.js"

/** The account's items core's accountMenu allows this tenant and session: the top bar's menu and the account's nav. */
export const useAccountMenuItems = () => {
  const tenant = useTenant()
  const session = useSession()
  return accountMenu({
    loginSystem: tenant.loginSystem,
    processType: tenant.processType,
    aliasEnabled: tenant.flags.alias,
    hasToken: session.token !== null,
    externalUpdateDataUrl: tenant.externalLogin?.updateDataUrl ?? null,
    backUrl: window.location.href,
  })
}
