import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useGoTo } from './use-go-to';

function Probe() {
  const goTo = useGoTo();
  const location = useLocation();
  return (
    <>
      <output data-testid="entry">{`${location.pathname}${location.search} ${location.key}`}</output>
      <button type="button" onClick={() => goTo('/real-name/personnel-list')}>
        list
      </button>
      <button type="button" onClick={() => goTo('/real-name/bank-card')}>
        cards
      </button>
    </>
  );
}

const entry = () => screen.getByTestId('entry').textContent;

describe('useGoTo', () => {
  afterEach(cleanup);

  it('adds no history entry for the page already shown, and goes to any other', () => {
    render(
      <MemoryRouter initialEntries={['/real-name/personnel-list']}>
        <Probe />
      </MemoryRouter>,
    );
    const first = entry();
    fireEvent.click(screen.getByText('list'));
    expect(entry()).toBe(first);
    fireEvent.click(screen.getByText('cards'));
    expect(entry()).toMatch(/^\/real-name\/bank-card /);
    fireEvent.click(screen.getByText('list'));
    expect(entry()).toMatch(/^\/real-name\/personnel-list /);
    expect(entry()).not.toBe(first);
  });
});
