/** Paths the guard and the layout name on their own (seed 000 §2). */
export const LOGIN_PATH = '/login';
export const AVOID_LOGIN_PATH = '/avoid-login';
export const NO_PERMISSION_PATH = '/no-permission/index';
export const NOT_FOUND_PATH = '/404';
export const SERVER_ERROR_PATH = '/500';
export const PROFILE_PATH = '/profile/index';
export const DATA_SCREEN_PATH = '/screen/overview';
export const HELP_DOCUMENT_PATH = '/help-document';
export const REDIRECT_PREFIX = '/redirect';

/** A user with no resources may still open these. */
export const NO_RESOURCE_PATHS = [
  NO_PERMISSION_PATH,
  PROFILE_PATH,
  NOT_FOUND_PATH,
  SERVER_ERROR_PATH,
  '/401',
];

export function loginPathFor(fullPath: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}`;
}

/** The 500 page, told where the user was: it goes back there once the server answers again. */
export function serverErrorPathFor(fullPath: string): string {
  return `${SERVER_ERROR_PATH}?redirect=${encodeURIComponent(fullPath)}`;
}

/** Where a failure sends the user from the page now shown; on the 500 page already, it stays as it is. */
export function serverErrorPathFromHere(): string {
  const { pathname, search, hash } = window.location;
  return pathname === SERVER_ERROR_PATH
    ? `${pathname}${search}`
    : serverErrorPathFor(`${pathname}${search}${hash}`);
}

/** Where a login or the 500 page returns: the redirect parameter when it is a path of this console, else /. */
export function redirectTarget(raw: string | null): string {
  return raw?.startsWith('/') && !raw.startsWith('//') ? raw : '/';
}
