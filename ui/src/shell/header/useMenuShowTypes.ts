import { firstCategories, topShowTypes, type ShowType } from "@boleteria/core"
import { useEffect } from "react"
import { useTenant } from "../../app/ShopContext.js"
import { useApiQuery } from "../../app/useApiQuery.js"
import { useAttention } from "../dialogs/Attention.js"
import type { HeaderMenu } from "../variants/index.js"

export type MenuShowTypes =
  { readonly status: "loading" } | { readonly status: "ready"; readonly types: ReadonlyArray<ShowType> }

/** The show types of the variant's menu, read once on start (GET /v2/EspectaculoCartelTipos). */
export const useMenuShowTypes = (menu: HeaderMenu): MenuShowTypes => {
  const tenant = useTenant()
  const attend = useAttention()
  const query = useApiQuery("shell.showTypes", (api) => api.getShowTypes())
  const failure = query.status === "failure" ? query.error : null
  useEffect(() => {
    if (failure !== null) attend(failure)
  }, [failure, attend])
  if (query.status === "loading") return { status: "loading" }
  const all = query.status === "success" ? query.data.Lista : []
  switch (menu.kind) {
    case "none":
      return { status: "ready", types: [] }
    case "topTypes":
      return { status: "ready", types: topShowTypes(all, menu.maxOrder) }
    case "categories":
      return { status: "ready", types: firstCategories(all, tenant.header.maxCategories) }
  }
}
