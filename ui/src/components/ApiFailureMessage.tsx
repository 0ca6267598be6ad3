import { failureMessageOf, type ApiFailure } from "@boleteria/core"
import { useT } from "../app/ShopContext.js"

/**
 * The words for a failed call: the server's, in the shopper's language when it sent their key (never
 * a developer's "field: …" message), or ours for a network or shape problem.
 */
export const useApiFailureText = () => {
  const t = useT()
  return (failure: ApiFailure): string => {
    switch (failure._tag) {
      case "ApiError":
        return t(failureMessageOf(failure, "errors.unknown"))
      case "NetworkError":
        return t("errors.communication")
      case "Unauthorized":
        return t("session.disconnected")
      case "DecodeError":
        return t("errors.processing")
    }
  }
}

export const ApiFailureMessage = ({ failure }: { readonly failure: ApiFailure }) => {
  const text = useApiFailureText()
  return <p role="alert">{text(failure)}</p>
}
