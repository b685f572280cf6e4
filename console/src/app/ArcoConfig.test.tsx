import { Button, Empty } from '@arco-design/web-react';
import enUS from '@arco-design/web-react/es/locale/en-US';
import { getConfigProviderProps } from '@arco-design/web-react/es/Modal/config';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArcoConfig } from './ArcoConfig';

describe('ArcoConfig', () => {
  it("gives Arco's components the size and the locale, with the class prefix they expect", () => {
    render(
      <ArcoConfig locale={enUS} size="mini">
        <Button>Save</Button>
        <Empty />
      </ArcoConfig>,
    );
    expect(screen.getByRole('button', { name: 'Save' }).className).toContain('arco-btn-size-mini');
    expect(screen.getByText(enUS.Empty.noData)).toBeDefined();
  });

  it('gives the locale to the modals opened by a call', () => {
    render(<ArcoConfig locale={enUS}>{null}</ArcoConfig>);
    expect(getConfigProviderProps().locale).toBe(enUS);
    expect(getConfigProviderProps().prefixCls).toBe('arco');
  });
});
