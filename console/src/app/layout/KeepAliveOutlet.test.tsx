import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { tags } from '../store/tags';
import { KeepAliveOutlet } from './KeepAliveOutlet';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

const NO_CACHE = '/b';

function Shell() {
  const { pathname } = useLocation();
  return <KeepAliveOutlet path={pathname} noCache={pathname === NO_CACHE} />;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Outlet />,
        children: [
          {
            element: <Shell />,
            children: [
              { path: '/a', element: <Counter name="a" /> },
              { path: '/b', element: <Counter name="b" /> },
              { path: '/c', element: <Counter name="c" /> },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return (to: string) => act(() => router.navigate(to));
}

const visible = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name} `) });

afterEach(() => {
  cleanup();
  tags.set({ views: [], generations: {} });
});

describe('KeepAliveOutlet', () => {
  it('keeps the state of a view left while its tag is open', async () => {
    tags.set({ views: [{ path: '/a', fullPath: '/a', titleKey: 'a' }] });
    const go = renderAt('/a');
    fireEvent.click(visible('a'));
    await go('/c');
    await go('/a');
    expect(visible('a').textContent).toBe('a 1');
  });

  it('mounts a noCache view anew on every visit', async () => {
    tags.set({ views: [{ path: '/b', fullPath: '/b', titleKey: 'b', noCache: true }] });
    const go = renderAt('/b');
    fireEvent.click(visible('b'));
    await go('/c');
    await go('/b');
    expect(visible('b').textContent).toBe('b 0');
  });

  it('drops a view whose tag was closed, and remounts a refreshed one', async () => {
    tags.set({ views: [{ path: '/a', fullPath: '/a', titleKey: 'a' }] });
    const go = renderAt('/a');
    fireEvent.click(visible('a'));
    act(() => tags.set({ generations: { '/a': 1 } }));
    expect(visible('a').textContent).toBe('a 0');
    fireEvent.click(visible('a'));
    await go('/c');
    act(() => tags.set({ views: [] }));
    await go('/a');
    expect(visible('a').textContent).toBe('a 0');
  });
});
