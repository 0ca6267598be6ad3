import type { ApiFailure } from "@boleteria/core"
import { useEffect } from "react"
import { useApiAction } from "../../../components/form/useApiAction.js"
import { useAttention } from "../../../shell/dialogs/Attention.js"

/**
 * A change the customer asks for (save, delete, mark default): `failure` is what the page shows in
 * place; a network failure goes to the shell's attention dialog instead (SPEC §8).
 */
export const useAccountAction = () => {
  const action = useApiAction()
  const attend = useAttention()
  const failed = action.state.status === "failed" ? action.state.error : null
  useEffect(() => {
    if (failed !== null) attend(failed)
  }, [failed, attend])
  const failure: ApiFailure | null = failed !== null && failed._tag !== "NetworkError" ? failed : null
  return { run: action.run, isRunning: action.isRunning, failure }
}
