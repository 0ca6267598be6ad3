/** The control a field's `name` names, and the message tied to it by aria-describedby. */
export const control = (name: string): HTMLInputElement | HTMLSelectElement => {
  const element = document.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)
  if (element === null) throw new Error(`no control named ${name}`)
  return element
}

export const messageOf = (name: string): string | null => {
  const id = control(name)
    .getAttribute("aria-describedby")
    ?.split(" ")
    .find((candidate) => candidate.endsWith("-error"))
  return id === undefined ? null : (document.getElementById(id)?.textContent ?? null)
}
