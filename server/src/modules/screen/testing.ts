import { randomUUID } from 'node:crypto';
import {
  API,
  type CreatedPlaybackKey,
  type CustomScreenDetail,
  createComponent,
  createScreenDocument,
  type Envelope,
  type ScreenDocument,
} from '@site/shared-schema';
import { expect } from 'vitest';
import type { TestServer } from '../../test/server';

/** A small valid document: one text. */
export function textDocument(text: string): ScreenDocument {
  const document = createScreenDocument();
  document.componentData = [{ ...createComponent('VText', { left: 10, top: 10 }), propValue: text }];
  return document;
}

/** POSTs as a wall: no session, the playback key in X-Playback-Key. */
export function wallPost<T = unknown>(
  server: TestServer,
  path: string,
  body: unknown,
  key: string,
): Promise<Envelope<T>> {
  return server.send<T>(path, {
    headers: { 'content-type': 'application/json', 'x-playback-key': key },
    body: JSON.stringify(body),
  });
}

/** Answers `data` of a call that must succeed. */
export async function ok<T>(server: TestServer, path: string, body: unknown, token: string): Promise<T> {
  const answer = await server.post<T>(path, body, token);
  expect(answer, `${path} ${answer.message}`).toMatchObject({ code: 200 });
  return answer.data;
}

/** A new screen of the project with one text, published when asked, and a key of it. */
export async function screenWithKey(
  server: TestServer,
  token: string,
  options: { projectId?: string; text?: string; publish?: boolean } = {},
): Promise<{ screen: CustomScreenDetail; key: string }> {
  const screen = await ok<CustomScreenDetail>(
    server,
    API.customScreenAdd,
    {
      projectId: options.projectId ?? '1',
      // Names are unique in a project; a file may make many of these.
      screenName: `测试大屏-${randomUUID().slice(0, 8)}`,
      document: textDocument(options.text ?? '初稿'),
    },
    token,
  );
  if (options.publish ?? true)
    await ok(server, API.customScreenPublish, { screenId: screen.screenId }, token);
  const created = await ok<CreatedPlaybackKey>(
    server,
    API.customScreenKeyAdd,
    { screenId: screen.screenId },
    token,
  );
  return { screen, key: created.key };
}
