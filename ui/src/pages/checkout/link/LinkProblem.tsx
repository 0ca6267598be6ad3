import { useT } from "../../../app/ShopContext.js"
import { ResultPage } from "../results/ResultPage.js"

/** Why a link cannot be paid: it names no purchase (a token cut short, mistyped), or it died with its hold. */
export type LinkProblemKind = "unknown" | "gone"

export const LinkProblem = ({ kind }: { readonly kind: LinkProblemKind }) => {
  const t = useT()
  return (
    <ResultPage title={t(`checkout.link.${kind}.title`)} ways={[{ to: "/linkPago", text: "checkout.link.about.link" }]}>
      <p>{t(`checkout.link.${kind}.body`)}</p>
    </ResultPage>
  )
}

/** The failure of a call by link as the page explains it: 404 and 410 have their own pages. */
export const linkProblemOf = (failure: { readonly _tag: string; readonly nCode?: number }): LinkProblemKind | null =>
  failure._tag !== "ApiError" ? null : failure.nCode === 404 ? "unknown" : failure.nCode === 410 ? "gone" : null
