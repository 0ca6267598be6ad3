/** A slice of a locale file, cut at build time by ui/localeSlices.mjs. */
declare module "locale-slice:*" {
  const texts: Record<string, unknown>
  export default texts
}
