export * from "./dateWindow.js"
export * from "./searchText.js"
