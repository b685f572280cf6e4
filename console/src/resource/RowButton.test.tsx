import { Dropdown, Menu } from '@arco-design/web-react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RowButton } from './RowButton';

describe('RowButton', () => {
  it('opens a dropdown of row commands without an error: the dropdown finds the button through its ref', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failures: unknown[] = [];
    const onError = (event: ErrorEvent) => failures.push(event.error);
    window.addEventListener('error', onError);
    render(
      <Dropdown
        trigger="click"
        droplist={
          <Menu>
            <Menu.Item key="open">open</Menu.Item>
          </Menu>
        }
      >
        <RowButton>commands</RowButton>
      </Dropdown>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'commands' }));
    expect(await screen.findByText('open')).toBeTruthy();
    window.removeEventListener('error', onError);
    expect(failures).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
