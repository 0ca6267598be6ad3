import { connectQueueTurn } from "@boleteria/core"
import { useMachineView } from "../../app/ShopContext.js"

/** The waiting room's turn this shopper holds (the purchase machine's), and the commands that keep or drop it. */
export const useQueueTurn = () => useMachineView("queueTurn", connectQueueTurn)
