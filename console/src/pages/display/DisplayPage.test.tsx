import { DISPLAY_API, type ProjectItem } from '@site/shared-schema';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { session } from '../../app/store/session';
import { answer, configureOfflineApi, sentTo } from '../../resource/test/offline-api';
import { initTestI18n, itemError, pickOption } from '../../resource/test/testing';
import DisplayPage from './DisplayPage';

const WALL = {
  displayId: 'd1',
  displayName: '大厅屏',
  screenId: 's1',
  screenName: '大厅',
  scaleMode: 'fit',
  online: 1,
  lastSeenTime: '2026-05-01 10:00:00',
  playingName: '大厅',
  resolution: '1920×1080',
  playerVersion: '1.0.0',
  heapMb: 80,
  errorCount: 0,
};

const input = (testId: string) => screen.getByTestId(testId).querySelector('input') as HTMLInputElement;

function renderPage() {
  render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
      <DisplayPage />
    </SWRConfig>,
  );
  return vi.waitFor(() => screen.getByTestId('display-online-d1'));
}

describe('the registered displays', () => {
  beforeAll(async () => {
    await initTestI18n();
    configureOfflineApi();
    answer(DISPLAY_API.page, { records: [WALL, { ...WALL, displayId: 'd2', online: 0 }], total: 2 });
    answer(DISPLAY_API.query, WALL);
    answer(DISPLAY_API.screenChoices, [{ screenId: 's1', screenName: '大厅', published: true }]);
    answer(DISPLAY_API.playlistChoices, [{ playlistId: 'p1', playlistName: '大厅轮播' }]);
    answer(DISPLAY_API.command, null);
    answer(DISPLAY_API.add, null, { code: 400, message: 'pairCode: 配对码无效或已过期' });
    session.set({
      projectItem: { projectId: '1', projectName: '示范项目' } as ProjectItem,
      resources: ['cSiteDisplayManager'],
    });
  });
  afterEach(cleanup);

  it('tells how to pair a display, and shows which are online', async () => {
    const online = await renderPage();
    expect(screen.getByTestId('display-help').textContent).toContain(`${window.location.origin}/player/`);
    expect(online.textContent).toBe('在线');
    expect(screen.getByTestId('display-online-d2').textContent).toBe('离线');
  });

  it('asks for the pairing code when registering, and shows beside it why the server refused it', async () => {
    const sent = sentTo(DISPLAY_API.add);
    await renderPage();
    fireEvent.click(screen.getByTestId('resource-add'));
    fireEvent.change(input('form-pairCode'), { target: { value: 'ABC234' } });
    fireEvent.change(input('form-displayName'), { target: { value: '门岗屏' } });
    await pickOption('form-screenId', '大厅');
    await pickOption('form-scaleMode', '拉伸铺满');
    await act(async () => fireEvent.click(screen.getByTestId('resource-submit')));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      projectId: '1',
      pairCode: 'ABC234',
      displayName: '门岗屏',
      screenId: 's1',
      playlistId: '',
      scaleMode: 'stretch',
    });
    await vi.waitFor(() => expect(itemError('form-pairCode')).toBe('配对码无效或已过期'));
  });

  it('offers the playlists to play instead of a screen', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('resource-add'));
    expect(screen.getByTestId('form-playlistId').textContent).toContain('轮播列表');
    await pickOption('form-playlistId', '大厅轮播');
    expect(screen.getByTestId('form-playlistId').querySelector('.arco-select-view')?.textContent).toBe(
      '大厅轮播',
    );
  });

  it('edits a display without its pairing code', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('resource-edit-d1'));
    await vi.waitFor(() => expect(input('form-displayName').value).toBe('大厅屏'));
    expect(screen.queryByTestId('form-pairCode')).toBeNull();
  });

  it('tells a display to reload, and to show its name', async () => {
    const sent = sentTo(DISPLAY_API.command);
    await renderPage();
    fireEvent.click(screen.getByTestId('display-reload-d1'));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ projectId: '1', displayId: 'd1', command: 'reload' });
    await vi.waitFor(() => expect(document.body.textContent).toContain('已通知“大厅屏”重新加载'));
    fireEvent.click(screen.getByTestId('display-identify-d1'));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ projectId: '1', displayId: 'd1', command: 'identify' });
  });
});
