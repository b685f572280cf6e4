/** @jsxImportSource preact */
import { useState } from 'preact/hooks';
import type { PlayerConfig } from '../app/config';
import { t } from '../i18n';
import { type Operator, signInOperator } from './operator';
import { buttonStyle, THEME } from './theme';

const FIELD = {
  width: '100%',
  height: '36px',
  boxSizing: 'border-box',
  padding: '0 10px',
  border: `1px solid ${THEME.border}`,
  borderRadius: '4px',
  background: '#0b101b',
  color: THEME.text,
  fontSize: '14px',
} as const;

/**
 * The operator's sign-in: moving a camera needs a person with cSiteMonitorDeviceManager on the
 * project, not the wall's key. The password is sent once and not kept.
 */
export function SignIn({
  config,
  projectId,
  onSignedIn,
}: {
  config: PlayerConfig;
  projectId: string;
  onSignedIn: (operator: Operator) => void;
}) {
  const [loginName, setLoginName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: Event) => {
    event.preventDefault();
    if (!loginName.trim() || !password) {
      setError(t('camera.missingCredentials'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      onSignedIn(await signInOperator(config, projectId, loginName.trim(), password));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  };

  return (
    <form
      class="pw-camera-signin"
      onSubmit={submit}
      style={{ width: '320px', margin: 'auto', display: 'flex', flexDirection: 'column', gap: '12px' }}
    >
      <div style={{ fontSize: '16px', fontWeight: 600 }}>{t('camera.signIn')}</div>
      <div style={{ color: THEME.muted, fontSize: '13px' }}>{t('camera.signInHint')}</div>
      <input
        name="loginName"
        autocomplete="off"
        placeholder={t('camera.account')}
        value={loginName}
        onInput={(event) => setLoginName((event.target as HTMLInputElement).value)}
        style={FIELD}
      />
      <input
        name="password"
        type="password"
        autocomplete="off"
        placeholder={t('camera.password')}
        value={password}
        onInput={(event) => setPassword((event.target as HTMLInputElement).value)}
        style={FIELD}
      />
      {error ? (
        <div role="alert" style={{ color: THEME.danger, fontSize: '13px' }}>
          {error}
        </div>
      ) : null}
      <button type="submit" disabled={busy} style={{ ...buttonStyle(true), width: '100%' }}>
        {t(busy ? 'camera.signingIn' : 'camera.submit')}
      </button>
    </form>
  );
}
