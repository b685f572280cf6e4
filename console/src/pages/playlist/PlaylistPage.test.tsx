import { PLAYLIST_API, type ProjectItem } from '@site/shared-schema';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { session } from '../../app/store/session';
import { answer, configureOfflineApi, sentTo } from '../../resource/test/offline-api';
import { initTestI18n, itemError, pickOption } from '../../resource/test/testing';
import PlaylistPage from './PlaylistPage';

const LOBBY = {
  playlistId: 'p1',
  playlistName: '大厅轮播',
  items: JSON.stringify([
    { screenId: 's1', seconds: 30 },
    { screenId: 's2', seconds: 45 },
  ]),
  screenNames: '大厅 → 门岗',
  roundSeconds: 75,
};

/** The input of a form item, or the one an InputNumber puts its test id on. */
const input = (testId: string) => {
  const found = screen.getByTestId(testId);
  return (found instanceof HTMLInputElement ? found : found.querySelector('input')) as HTMLInputElement;
};

function renderPage() {
  render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
      <PlaylistPage />
    </SWRConfig>,
  );
  return vi.waitFor(() => screen.getByTestId('resource-edit-p1'));
}

async function openAdd() {
  await renderPage();
  fireEvent.click(screen.getByTestId('resource-add'));
  return vi.waitFor(() => screen.getByTestId('playlist-editor'));
}

describe('the playlists', () => {
  beforeAll(async () => {
    await initTestI18n();
    configureOfflineApi();
    answer(PLAYLIST_API.page, { records: [LOBBY], total: 1 });
    answer(PLAYLIST_API.query, LOBBY);
    answer(PLAYLIST_API.screenChoices, [
      { screenId: 's1', screenName: '大厅', published: true },
      { screenId: 's2', screenName: '门岗', published: true },
      { screenId: 's3', screenName: '草稿', published: false },
    ]);
    answer(PLAYLIST_API.add, null, { code: 400, message: 'items: 大屏不存在' });
    answer(PLAYLIST_API.update, null);
    session.set({
      projectItem: { projectId: '1', projectName: '示范项目' } as ProjectItem,
      resources: ['cSiteScreenPlaylistManager'],
    });
  });
  afterEach(cleanup);

  it('lists the screens of each playlist and how long a round lasts, not its raw order', async () => {
    await renderPage();
    expect(screen.getByText('大厅 → 门岗')).toBeTruthy();
    expect(screen.getByText('75')).toBeTruthy();
    expect(screen.queryByText(LOBBY.items)).toBeNull();
  });

  it('adds a playlist with the order edited, and shows beside it why the server refused it', async () => {
    const sent = sentTo(PLAYLIST_API.add);
    const editor = await openAdd();
    expect(editor.textContent).toContain('尚未添加大屏');
    fireEvent.change(input('form-playlistName'), { target: { value: '门岗轮播' } });
    fireEvent.click(screen.getByTestId('playlist-add'));
    fireEvent.click(screen.getByTestId('playlist-add'));
    await pickOption('playlist-screen-0', '大厅');
    await pickOption('playlist-screen-1', '草稿（未发布）');
    fireEvent.change(input('playlist-seconds-1'), { target: { value: '45' } });
    await act(async () => fireEvent.click(screen.getByTestId('resource-submit')));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      projectId: '1',
      playlistName: '门岗轮播',
      items: JSON.stringify([
        { screenId: 's1', seconds: 30 },
        { screenId: 's3', seconds: 45 },
      ]),
    });
    await vi.waitFor(() => expect(itemError('form-items')).toBe('大屏不存在'));
  });

  it('asks for the screen of a row added but not chosen, until it is chosen', async () => {
    const sent = sentTo(PLAYLIST_API.add);
    await openAdd();
    fireEvent.change(input('form-playlistName'), { target: { value: '门岗轮播' } });
    fireEvent.click(screen.getByTestId('playlist-add'));
    await act(async () => fireEvent.click(screen.getByTestId('resource-submit')));
    await vi.waitFor(() => expect(itemError('form-items')).toBe('请为每一行选择大屏'));
    expect(sent).toHaveLength(0);
    await pickOption('playlist-screen-0', '门岗');
    await vi.waitFor(() => expect(itemError('form-items')).toBe(''));
  });

  it('reorders and removes the screens of a playlist', async () => {
    const sent = sentTo(PLAYLIST_API.update);
    await renderPage();
    fireEvent.click(screen.getByTestId('resource-edit-p1'));
    await vi.waitFor(() => screen.getByTestId('playlist-row-1'));
    expect(screen.getByTestId('playlist-up-0').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('playlist-down-1').hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByTestId('playlist-down-0'));
    fireEvent.click(screen.getByTestId('playlist-add'));
    fireEvent.click(screen.getByTestId('playlist-remove-2'));
    await act(async () => fireEvent.click(screen.getByTestId('resource-submit')));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].items).toBe(
      JSON.stringify([
        { screenId: 's2', seconds: 45 },
        { screenId: 's1', seconds: 30 },
      ]),
    );
  });
});
