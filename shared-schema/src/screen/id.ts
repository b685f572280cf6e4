const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
const ID_LENGTH = 21;

/**
 * A fresh component id: 21 random URL-safe characters (126 bits). Uses getRandomValues, which TV
 * browsers also offer on plain-http pages where crypto.randomUUID is missing.
 */
export function createComponentId(): string {
  const bytes = new Uint8Array(ID_LENGTH);
  const crypto = (globalThis as { crypto?: { getRandomValues?(array: Uint8Array): Uint8Array } }).crypto;
  if (crypto?.getRandomValues) crypto.getRandomValues(bytes);
  else for (let i = 0; i < ID_LENGTH; i++) bytes[i] = Math.floor(Math.random() * 256);
  let id = '';
  for (let i = 0; i < ID_LENGTH; i++) id += ALPHABET[bytes[i] & 63];
  return id;
}
