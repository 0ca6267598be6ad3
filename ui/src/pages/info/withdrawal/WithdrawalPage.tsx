import { useT } from "../../../app/ShopContext.js"
import { InfoPage } from "../common/InfoPage.js"
import * as page from "./WithdrawalPage.css.js"
import { WithdrawalFlow } from "./WithdrawalFlow.js"

const RULES = ["days", "notice", "refund"] as const

/**
 * /arrepentimiento, the "Botón de arrepentimiento" (Ley 24.240 art. 34, Res. 424/2020): when a
 * purchase may be withdrawn, and the way to withdraw it, with or without a login.
 */
export const WithdrawalPage = () => {
  const t = useT()
  return (
    <InfoPage titleKey="info.withdrawal.title" leadKey="info.withdrawal.lead">
      <section aria-labelledby="withdrawal-rules">
        <h2 id="withdrawal-rules">{t("info.withdrawal.rules.title")}</h2>
        <ul className={page.facts}>
          {RULES.map((rule) => (
            <li key={rule}>{t(`info.withdrawal.rules.${rule}`)}</li>
          ))}
        </ul>
      </section>
      <WithdrawalFlow />
    </InfoPage>
  )
}
