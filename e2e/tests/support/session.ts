import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { API, CLIENT_TYPE, type LoginAnswer, SESSION_COOKIE } from '@site/shared-schema';

/** The demo accounts of the server's seed (README). */
export const ACCOUNTS = {
  admin: { loginName: 'admin', password: 'admin123' },
  manager: { loginName: 'manager', password: 'manager123' },
  nobody: { loginName: 'nobody', password: 'nobody123' },
  noproject: { loginName: 'noproject', password: 'noproject123' },
} as const;

export type Account = keyof typeof ACCOUNTS;

export const DEFAULT_PROJECT = '城南安置房一期工程';
export const PAST_DEADLINE_PROJECT = '滨江科创园二期';

/** Fills the login form of the page already showing it and submits. */
export async function submitLogin(page: Page, account: Account): Promise<void> {
  const { loginName, password } = ACCOUNTS[account];
  await page.getByTestId('login-name').fill(loginName);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/**
 * Signs in as the login page would and opens `path` signed in: a session of the test's own (a test may
 * end it), without the login page's round trip, which the specs of the login itself go through.
 */
export async function login(page: Page, account: Account, path = '/'): Promise<void> {
  const authorization = await apiLogin(page.request, account);
  await page.context().addCookies([
    {
      name: SESSION_COOKIE,
      value: encodeURIComponent(authorization),
      url: test.info().project.use.baseURL,
      sameSite: 'Lax',
    },
  ]);
  await page.goto(path);
  await expect(page).not.toHaveURL(/\/login/);
}

/** The Authorization value the console stores (head plus token). */
export async function storedToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'Site-Token');
  expect(cookie, 'the token cookie').toBeDefined();
  return decodeURIComponent(cookie!.value);
}

/** Calls the API as a token holder would, outside the console, and answers the envelope. */
export async function callApi(
  page: Page,
  path: string,
  body: unknown,
  token?: string,
): Promise<{ code: number; message: string; data: unknown }> {
  const response = await page.request.post(path, {
    data: body,
    headers: token ? { Authorization: token } : {},
  });
  return response.json();
}

/** Picks a project in the navbar selector by typing part of its name (the remote search). */
export async function chooseProject(page: Page, name: string): Promise<void> {
  const selector = page.getByTestId('project-selector');
  await selector.click();
  await page.keyboard.type(name.slice(0, 4));
  await page.locator('.project-selector__popup').getByText(name, { exact: true }).click();
}

/** Now as the seeds' date-time text (YYYY-MM-DD HH:mm:ss), in the local time the browser shares. */
function localDateTime(date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/** Ticks "do not remind today" for a project's agreement exceptions, as the dialog would. */
export async function quietAgreementExceptionsToday(page: Page, projectId: string): Promise<void> {
  const answer = await callApi(
    page,
    '/front/siteProject/updateAgreementExceptionNotice',
    { projectId, agreementExcptionNoneDate: localDateTime() },
    await storedToken(page),
  );
  expect(answer.code).toBe(200);
}

/** Logs in through the API alone and answers the Authorization value. */
export async function apiLogin(request: APIRequestContext, account: Account): Promise<string> {
  const response = await request.post(API.loginByPassword, {
    data: { ...ACCOUNTS[account], clientType: CLIENT_TYPE },
  });
  const answer = (await response.json()) as { code: number; message: string; data: LoginAnswer };
  expect(answer.code, answer.message).toBe(200);
  return `${answer.data.head}${answer.data.token}`;
}
