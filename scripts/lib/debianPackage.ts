import { spawnSync } from "node:child_process"

export const isRoot = (): boolean => process.getuid?.() === 0

/**
 * What `find` answers (a binary's path or folder), after installing the Debian package `name` with
 * apt when `find` finds nothing and we are root (as CI is); null when it still cannot be had.
 */
export const ensureDebianPackage = (name: string, find: () => string | null): string | null => {
  const existing = find()
  if (existing !== null || !isRoot()) return existing
  spawnSync("apt-get", ["update"], { stdio: "ignore" })
  spawnSync("apt-get", ["install", "-y", "--no-install-recommends", name], {
    stdio: "ignore",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  })
  return find()
}
