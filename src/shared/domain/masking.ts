/** Display masking of S1 §5 and §6. */

/**
 * S1 §6 (site 48 grid): 1 character -> '*'; 2 keep the first ('김*'); 3 or more keep the first and
 * the last with stars between ('김*수', '남**수'). Characters are code points; '' stays ''.
 */
export function maskCustomerName(name: string): string {
  const chars = Array.from(name)
  const first = chars[0]
  const last = chars[chars.length - 1]
  if (first === undefined || last === undefined) return ''
  if (chars.length === 1) return '*'
  if (chars.length === 2) return `${first}*`
  return `${first}${'*'.repeat(chars.length - 2)}${last}`
}
