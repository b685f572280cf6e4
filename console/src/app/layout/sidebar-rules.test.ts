import { describe, expect, it } from 'vitest';
import { deviceFor, sidebarOpenFor } from './sidebar-rules';

describe('sidebar rules', () => {
  it('switches to mobile mode below 992 px', () => {
    expect(deviceFor(991)).toBe('mobile');
    expect(deviceFor(992)).toBe('desktop');
  });

  it('closes on narrow screens whatever the route', () => {
    expect(sidebarOpenFor(800, {})).toBe(false);
  });

  it('opens on desktop width except on the mobile-layout routes', () => {
    expect(sidebarOpenFor(1440, {})).toBe(true);
    expect(sidebarOpenFor(1440, { mobileLayout: true })).toBe(false);
  });
});
