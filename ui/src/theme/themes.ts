import type { TenantConfig } from "@boleteria/core"
import { assignInlineVars } from "@vanilla-extract/dynamic"
import { vars } from "./contract.css.js"
import { lightTheme } from "./themes.css.js"

export const themeClass = lightTheme

/** The tenant's primary colour (SPEC §9: configured per tenant) over the base theme. */
export const tenantThemeStyle = (tenant: TenantConfig) =>
  assignInlineVars({ [vars.color.primary]: tenant.themePrimaryColor, [vars.color.alert]: tenant.themePrimaryColor })
