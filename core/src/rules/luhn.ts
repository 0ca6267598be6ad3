/** Sum of the Luhn (mod 10) weighting of `digits`, doubling every second digit from the right end. */
const luhnSum = (digits: string, doubleRightmost: boolean): number => {
  let sum = 0
  for (let index = digits.length - 1, doubled = doubleRightmost; index >= 0; index--, doubled = !doubled) {
    const digit = Number(digits[index])
    const weighted = doubled ? digit * 2 : digit
    sum += weighted > 9 ? weighted - 9 : weighted
  }
  return sum
}

/** True when a string of digits ends in its Luhn check digit, as card numbers do (ISO/IEC 7812). */
export const passesLuhn = (digits: string): boolean => /^\d+$/.test(digits) && luhnSum(digits, false) % 10 === 0

/** The digit that, appended to `payload`, makes it pass the Luhn check. */
export const luhnCheckDigit = (payload: string): number => (10 - (luhnSum(payload, true) % 10)) % 10
