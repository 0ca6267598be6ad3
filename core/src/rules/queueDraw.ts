/**
 * The waiting room's draw: everyone who arrived before the on-sale time gets a place at random at
 * that instant. The draw is a shuffle driven by a recorded seed, so anyone holding the seed and the
 * list of arrivals can replay it and find the same order (an audit of the draw).
 */

/** A 32-bit hash of text (MurmurHash3's mixing), used to turn the seed into the generator's state. */
const hashText = (text: string, salt: number): number => {
  let hash = (1779033703 ^ text.length ^ salt) >>> 0
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 3432918353)
    hash = (hash << 13) | (hash >>> 19)
  }
  hash = Math.imul(hash ^ (hash >>> 16), 2246822507)
  hash = Math.imul(hash ^ (hash >>> 13), 3266489909)
  return (hash ^ (hash >>> 16)) >>> 0
}

/** sfc32: a small, well-mixed generator of 32-bit numbers, the same in every JavaScript engine. */
const generatorOf = (seed: string): (() => number) => {
  let a = hashText(seed, 1)
  let b = hashText(seed, 2)
  let c = hashText(seed, 3)
  let d = hashText(seed, 4)
  return () => {
    const t = (((a + b) >>> 0) + d) >>> 0
    d = (d + 1) >>> 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) >>> 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) >>> 0
    return t
  }
}

/** A whole number in [0, bound) without the modulo's bias: draws above the last full span are drawn again. */
const below = (next: () => number, bound: number): number => {
  const limit = 2 ** 32 - (2 ** 32 % bound)
  for (;;) {
    const drawn = next()
    if (drawn < limit) return drawn % bound
  }
}

/**
 * The arrivals in the order the draw gives them: a Fisher–Yates shuffle of the arrivals sorted by
 * id (so the order they were read in does not matter), driven by the seed. Same seed and same
 * arrivals, same order; every arrival exactly once.
 */
export const queueDrawOrder = (seed: string, arrivals: ReadonlyArray<number>): Array<number> => {
  const order = [...arrivals].sort((x, y) => x - y)
  const next = generatorOf(seed)
  for (let index = order.length - 1; index > 0; index -= 1) {
    const other = below(next, index + 1)
    ;[order[index], order[other]] = [order[other]!, order[index]!]
  }
  return order
}
