/** ID numbers leave the server masked (seed 000 §7): 110101********1234. */
export const maskIdcard = (number: string) =>
  number.length > 10 ? `${number.slice(0, 6)}${'*'.repeat(number.length - 10)}${number.slice(-4)}` : number;
