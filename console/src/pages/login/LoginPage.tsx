import { Button, Form, Input } from '@arco-design/web-react';
import { IconLock, IconUser } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginByPassword, type PasswordLogin } from '../../api/auth';
import { LanguageSwitch } from '../../app/layout/navbar/LanguageSwitch';
import { storeLogin } from '../../app/store/session';
import { approvedBranding, brandName } from '../../app/store/session-rules';
import { useDomainConfig } from '../../app/store/use-domain-config';
import './login.css';

/** Login by login name and password, branded per domain (seed 000 §1, §4). */
export default function LoginPage() {
  const { t } = useTranslation();
  const [submitting, setSubmitting] = useState(false);
  const config = useDomainConfig();
  const branding = approvedBranding(config);

  const submit = async (form: PasswordLogin) => {
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
        <Form<PasswordLogin> layout="vertical" onSubmit={submit} data-testid="login-form" autoComplete="on">
          <Form.Item field="loginName" rules={[{ required: true, message: t('login.loginNamePlaceholder') }]}>
            <Input
              prefix={<IconUser />}
              placeholder={t('login.loginNamePlaceholder')}
              aria-label={t('login.loginName')}
              autoComplete="username"
              data-testid="login-name"
            />
          </Form.Item>
          <Form.Item field="password" rules={[{ required: true, message: t('login.passwordPlaceholder') }]}>
            <Input.Password
              prefix={<IconLock />}
              placeholder={t('login.passwordPlaceholder')}
              aria-label={t('login.password')}
              autoComplete="current-password"
              data-testid="login-password"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" long loading={submitting} data-testid="login-submit">
            {t('login.submit')}
          </Button>
        </Form>
      </div>
    </div>
  );
}
