/**
 * An Arco rule of a text that must be filled in: one of spaces only counts as missing, as the server
 * counts it, so it is refused beside the field with the form's own message rather than by the server.
 */
export const filledText = (message: string) => ({
  validator: (value: unknown, callback: (error?: string) => void) =>
    callback(typeof value === 'string' && value.trim() ? undefined : message),
});
