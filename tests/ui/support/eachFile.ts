// A setup file runs before each test file, even one that shares its worker's modules with the files
// before it (vitest.config.ts): the shop's hooks are registered here, for every file with a DOM.
if (typeof document !== "undefined") (await import("./renderWithShop.js")).registerShopHooks()
