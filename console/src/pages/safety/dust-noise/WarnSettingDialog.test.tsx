import { YCJZ_DEVICE_API, type YcjzWarnSetting } from '@site/shared-schema';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureOfflineApi, sentTo } from '../../../resource/test/offline-api';
import { initTestI18n } from '../../../resource/test/testing';
import { WarnSettingDialog } from './WarnSettingDialog';

const SETTING: YcjzWarnSetting = {
  tsp: 300,
  pm10: 150,
  pm25: 75,
  noiseDay: 70,
  noiseNight: 55,
  temperature: 40,
  windSpeed: 10.8,
  windLv: 6,
};

describe('the warning thresholds dialog', () => {
  beforeAll(async () => {
    await initTestI18n();
    configureOfflineApi();
  });
  afterEach(cleanup);

  it('keeps a cleared threshold in the form with its message, sends nothing and throws nothing', async () => {
    const sent = sentTo(YCJZ_DEVICE_API.updateWarnSetting);
    // Arco's modal logs what its onOk throws: a failed check of the form must not be thrown.
    const logged = vi.spyOn(console, 'error');
    try {
      render(
        <WarnSettingDialog projectId="1" setting={SETTING} visible onClose={() => {}} onSaved={() => {}} />,
      );
      const tsp = screen.getByTestId('ycjz-warn-tsp').querySelector('input') as HTMLInputElement;
      await vi.waitFor(() => expect(tsp.value).toBe('300.0'));
      fireEvent.change(tsp, { target: { value: '' } });
      fireEvent.click(screen.getByRole('button', { name: '确定' }));
      await vi.waitFor(() =>
        expect(screen.getByTestId('ycjz-warn-tsp').querySelector('.arco-form-message')?.textContent).toBe(
          '请输入阈值',
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      const thrown = logged.mock.calls.flat().filter((arg) => String(arg).includes('form validate error'));
      expect(thrown).toEqual([]);
      expect(sent).toEqual([]);
    } finally {
      logged.mockRestore();
    }
  });
});
