import { Button, Input } from '@arco-design/web-react';
import { IconLock, IconUser } from '@arco-design/web-react/icon';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginByPassword, type PasswordLogin } from '../../api/auth';
import { loadToasts } from '../../app/api-hooks';
import { LanguageSwitch } from '../../app/layout/navbar/LanguageSwitch';
import { storeLogin } from '../../app/store/session';
import { approvedBranding, brandName } from '../../app/store/session-rules';
import { useDomainConfig } from '../../app/store/use-domain-config';
import './login.css';

type Missing = Partial<Record<keyof PasswordLogin, boolean>>;

/**
 * Login by login name and password, branded per domain (seed 000 §1, §4). Two required fields need no
 * form library: Arco's Form, with its grid and tooltips, was a sixth of the first page's code (issue 18).
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const [form, setForm] = useState<PasswordLogin>({ loginName: '', password: '' });
  const [missing, setMissing] = useState<Missing>({});
  const [submitting, setSubmitting] = useState(false);
  const config = useDomainConfig();
  const branding = approvedBranding(config);

  const edit = (field: keyof PasswordLogin) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setMissing((current) => ({ ...current, [field]: value === '' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const absent: Missing = { loginName: form.loginName === '', password: form.password === '' };
    setMissing(absent);
    if (absent.loginName || absent.password) return;
    setSubmitting(true);
    try {
      const answer = await loginByPassword(form);
      // The guard then sends the now logged-in user on to the redirect parameter.
      storeLogin(answer.head, answer.token, answer.userInfo);
    } catch {
      setSubmitting(false);
    }
  };

  return (
    <div
      className="login-page"
      style={
        branding?.privateLoginBgUrl ? { backgroundImage: `url(${branding.privateLoginBgUrl})` } : undefined
      }
    >
      <div className="login-page__language">
        <LanguageSwitch />
      </div>
      <div className="login-card">
        <div className="login-card__brand">
          {branding?.privateLoginIconUrl && (
            <img src={branding.privateLoginIconUrl} alt="" className="login-card__logo" />
          )}
          <h1 data-testid="login-brand">{brandName(config)}</h1>
        </div>
        <h2 className="login-card__title">{t('login.title')}</h2>
        <form
          className="login-form"
          onSubmit={submit}
          // A refused login is said in a toast: its code comes while the user types.
          onFocus={() => void loadToasts()}
          data-testid="login-form"
          autoComplete="on"
          noValidate
        >
          <LoginField message={missing.loginName ? t('login.loginNamePlaceholder') : undefined}>
            <Input
              prefix={<IconUser />}
              value={form.loginName}
              onChange={edit('loginName')}
              status={missing.loginName ? 'error' : undefined}
              placeholder={t('login.loginNamePlaceholder')}
              aria-label={t('login.loginName')}
              aria-invalid={missing.loginName}
              autoComplete="username"
              data-testid="login-name"
            />
          </LoginField>
          <LoginField message={missing.password ? t('login.passwordPlaceholder') : undefined}>
            <Input.Password
              prefix={<IconLock />}
              value={form.password}
              onChange={edit('password')}
              status={missing.password ? 'error' : undefined}
              placeholder={t('login.passwordPlaceholder')}
              aria-label={t('login.password')}
              aria-invalid={missing.password}
              autoComplete="current-password"
              data-testid="login-password"
            />
          </LoginField>
          <Button type="primary" htmlType="submit" long loading={submitting} data-testid="login-submit">
            {t('login.submit')}
          </Button>
        </form>
      </div>
    </div>
  );
}

/** A field and, below it, what is missing; the space is kept so the card does not jump. */
function LoginField({ message, children }: { message?: string; children: ReactNode }) {
  return (
    <div className="login-form__field">
      {children}
      <div className="login-form__message" role="alert">
        {message}
      </div>
    </div>
  );
}
