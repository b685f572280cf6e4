import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { zh } from '../../app/i18n/locales/zh';
import { saveParams } from './agreement-calls';
import { ParamsForm } from './ParamsForm';

vi.mock('./agreement-calls', () => ({ saveParams: vi.fn(async () => '保存成功') }));

const SCOPE = { projectId: '3', agreementCode: 'ZJ_JZGR' };
const input = (key: string) =>
  screen.getByTestId(`zqxy-param-${key}`).querySelector('input') as HTMLInputElement;

describe('ParamsForm', () => {
  beforeAll(() => i18next.use(initReactI18next).init({ lng: 'zh', resources: { zh: { translation: zh } } }));
  afterEach(cleanup);

  it("shows a team's parameters, refuses a malformed ID number on blur and saves every field", async () => {
    const onSaved = vi.fn();
    render(
      <ParamsForm
        scope={SCOPE}
        paramScope="TEAM"
        savePath="/front/siteTeamAgreement/addAndUpdateParamByProject"
        targetId="team-1"
        params={{ teamLeaderName: '王大力' }}
        onSaved={onSaved}
      />,
    );
    expect(input('teamLeaderName').value).toBe('王大力');
    expect(screen.getByText('上报时必填')).toBeTruthy();

    fireEvent.change(input('teamLeaderIdcard'), { target: { value: '123' } });
    fireEvent.blur(input('teamLeaderIdcard'));
    await screen.findByText('请输入正确的身份证号码');
    await act(async () => fireEvent.click(screen.getByTestId('zqxy-params-TEAM-save')));
    expect(saveParams).not.toHaveBeenCalled();

    fireEvent.change(input('teamLeaderIdcard'), { target: { value: '330109198803152317' } });
    await act(async () => fireEvent.click(screen.getByTestId('zqxy-params-TEAM-save')));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saveParams).toHaveBeenCalledWith(
      '/front/siteTeamAgreement/addAndUpdateParamByProject',
      SCOPE,
      'team-1',
      expect.objectContaining({ teamLeaderName: '王大力', teamLeaderIdcard: '330109198803152317' }),
    );
  });
});
