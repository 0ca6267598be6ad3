import { cardGrid } from "../common/cardGrid.js"

export const list = cardGrid("16rem")
