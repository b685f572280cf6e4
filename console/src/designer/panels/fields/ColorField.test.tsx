import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../resource/test/testing';
import { ColorField } from './Fields';

describe('a colour field', () => {
  beforeAll(() => initTestI18n());
  afterEach(cleanup);

  it('keeps typed text that is no colour in the field, marked, and gives the widget only colours', () => {
    const onChange = vi.fn();
    render(
      <ColorField
        label="字体颜色"
        bound={{ value: '#ff0000', onChange, onBlur: () => {}, disabled: false }}
      />,
    );
    const input = document.querySelector('.arco-input-group input.arco-input') as HTMLInputElement;
    expect(input.value).toBe('#ff0000');
    fireEvent.change(input, { target: { value: '红色' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(input.value).toBe('红色');
    expect(document.querySelector('.arco-form-message')?.textContent).toBe(
      '不是有效的颜色，组件仍用原来的颜色',
    );
    fireEvent.change(input, { target: { value: ' rgb(0, 128, 0) ' } });
    expect(onChange).toHaveBeenLastCalledWith('rgb(0, 128, 0)');
    expect(document.querySelector('.arco-form-message')).toBeNull();
  });
});
