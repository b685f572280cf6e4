import type { FaceDeviceRow } from '@site/shared-schema';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { realtime } from '../../../app/realtime';
import { initTestI18n } from '../../../resource/test/testing';
import { LastSeen, OnlineTag } from './LiveStatus';

const row = {
  deviceId: 'verify-device-1-1',
  deviceStatus: 1,
  lastOnlineTime: '2026-01-01 08:00:00',
} as FaceDeviceRow;

const push = (deviceStatus: 0 | 1, time: string) =>
  act(() =>
    realtime.set({
      deviceStatus: {
        [row.deviceId]: {
          destination: '/topic/deviceStatus/org-demo',
          receivedAt: Date.now() + 1,
          body: {
            projectId: '1',
            deviceId: row.deviceId,
            deviceName: '东门',
            deviceType: 'verify',
            deviceStatus,
            time,
          },
        },
      },
    }),
  );

describe('the online tag of a face device', () => {
  beforeAll(() => initTestI18n());
  afterEach(() => {
    cleanup();
    realtime.set({ deviceStatus: {} });
  });

  it('turns offline and back online as deviceStatus pushes arrive, without a reload', () => {
    render(
      <>
        <OnlineTag row={row} />
        <LastSeen row={row} />
      </>,
    );
    const tag = () => screen.getByTestId(`device-status-${row.deviceId}`);
    expect(tag().textContent).toBe('在线');
    push(0, '2026-01-01 09:00:00');
    expect(tag().getAttribute('data-status')).toBe('0');
    expect(tag().textContent).toBe('离线');
    push(1, '2026-01-01 09:05:00');
    expect(tag().textContent).toBe('在线');
    expect(screen.getByTestId(`device-last-seen-${row.deviceId}`).textContent).toBe('2026-01-01 09:05:00');
  });
});
