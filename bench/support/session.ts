import { API, CLIENT_TYPE, type Envelope, type LoginAnswer } from '@site/shared-schema';

/** A POST of a JSON body, as the console sends it; the response is left unread. */
export const postJson = (base: string, path: string, body: unknown, token?: string): Promise<Response> =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { Authorization: token } : {}) },
    body: JSON.stringify(body),
  });

/** The data of an envelope answer, or an error naming the call, the code and the message. */
export async function envelopeData<T>(path: string, response: Response): Promise<T> {
  const answer = (await response.json()) as Envelope<T>;
  if (answer.code !== 200) throw new Error(`${path}: ${answer.code} ${answer.message}`);
  return answer.data;
}

/** Logs in with a demo account (admin holds every code): the Authorization header of its session. */
export async function login(base: string, loginName = 'admin', password = 'admin123'): Promise<string> {
  const path = API.loginByPassword;
  const answer = await envelopeData<LoginAnswer>(
    path,
    await postJson(base, path, { loginName, password, clientType: CLIENT_TYPE }),
  );
  return `${answer.head}${answer.token}`;
}
