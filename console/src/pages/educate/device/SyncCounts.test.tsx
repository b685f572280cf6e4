import type { TrainDeviceRow } from '@site/shared-schema';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../resource/test/testing';
import { SyncCounts } from './SyncCounts';

const device = (syncingCount: number) =>
  ({ deviceId: 'train-device-1-1', syncedCount: 5, syncingCount, failedCount: 2 }) as TrainDeviceRow;

describe('the sync counts of a training device', () => {
  beforeAll(() => initTestI18n());
  afterEach(cleanup);

  it('shows the people being sent only while the device works, and tells the page when it starts and stops', () => {
    const told: [string, boolean][] = [];
    const onWorking = (deviceId: string, working: boolean) => told.push([deviceId, working]);
    const { rerender } = render(<SyncCounts row={device(3)} onWorking={onWorking} />);
    const counts = () => screen.getByTestId('train-device-counts-train-device-1-1').textContent;
    expect(counts()).toBe('已同步 5同步中 3失败 2');
    rerender(<SyncCounts row={device(0)} onWorking={onWorking} />);
    expect(counts()).toBe('已同步 5失败 2');
    expect(told).toEqual([
      ['train-device-1-1', true],
      ['train-device-1-1', false],
    ]);
  });
});
