import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryHelpDocument } from '../../api/help';
import { HelpEditorDialog } from './HelpEditorDialog';
import { helpAdminEn } from './locales/en';
import { helpAdminZh } from './locales/zh';

vi.mock('../../api/help', () => ({
  queryHelpDocument: vi.fn(async () => ({ documentSource: '# 入场须知' })),
}));

const source = () => screen.getByTestId('help-editor-source') as HTMLTextAreaElement;

describe('HelpEditorDialog', () => {
  beforeAll(() =>
    i18next.use(initReactI18next).init({
      lng: 'zh',
      resources: { zh: { translation: helpAdminZh }, en: { translation: helpAdminEn } },
      react: { bindI18nStore: 'added' },
    }),
  );
  afterEach(cleanup);

  it('keeps what was typed and the refusal shown while texts arrive and the language switches', async () => {
    const editing = { mode: 'edit', type: 'DOCUMENT', documentId: 'd1', name: '须知' } as const;
    render(<HelpEditorDialog editing={editing} onClose={vi.fn()} onSaved={vi.fn()} />);
    await act(async () => undefined);
    expect(source().value).toBe('# 入场须知');
    fireEvent.change(source(), { target: { value: '# 入场须知\n\n佩戴安全帽' } });
    fireEvent.change(screen.getByTestId('help-editor-name'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('help-editor-save'));
    const refusal = screen.getByTestId('help-editor-problem');
    expect(refusal.textContent).toBe(helpAdminZh.helpAdmin.problems.name);

    act(() => i18next.addResourceBundle('zh', 'translation', { later: { text: '稍后' } }, true));
    await act(() => i18next.changeLanguage('en'));
    expect(source().value).toBe('# 入场须知\n\n佩戴安全帽');
    expect(screen.getByTestId('help-editor-problem').textContent).toBe(helpAdminEn.helpAdmin.problems.name);
    expect(queryHelpDocument).toHaveBeenCalledTimes(1);
  });
});
