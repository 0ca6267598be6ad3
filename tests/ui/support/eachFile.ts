import { afterAll, vi } from "vitest"

// A setup file runs before each test file, even one that shares its worker's modules with the files
// before it (vitest.config.ts): the shop's hooks are registered here, for every file with a DOM.
if (typeof document !== "undefined") {
  ;(await import("./renderWithShop.js")).registerShopHooks()
  afterAll(async () => {
    // A lazy page or language the file's last render asked for must arrive before its DOM is torn
    // down: a module still loading then would break the worker for the files after it.
    await vi.dynamicImportSettled()
    // What the file left in the browser's storage and spies is not the next file's.
    vi.restoreAllMocks()
    localStorage.clear()
    sessionStorage.clear()
  })
}
