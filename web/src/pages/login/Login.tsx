import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Checkbox, Input } from 'antd';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useStore } from '../../store/createStore';
import { COOKIE, cookies } from '../../store/persist';
import { sessionStore, signIn } from '../../store/session';
import { LangToggle } from './LangToggle';

/** Only paths of this console are followed after sign-in. */
export const safeRedirect = (target: string | null) =>
  target && target.startsWith('/') && !target.startsWith('//') ? target : '/';

type Field = 'username' | 'password';

/**
 * Two fields checked by hand rather than with antd's Form: the sign-in page is the first thing loaded and the
 * form engine would add a fifth to it.
 */
export default function Login() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = useStore(sessionStore, (s) => s.token);
  const remembered = cookies.get(COOKIE.username);
  const [username, setUsername] = useState(remembered ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(Boolean(remembered));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [capsLock, setCapsLock] = useState(false);
  const [busy, setBusy] = useState(false);
  const redirect = safeRedirect(params.get('redirect'));

  if (token) return <Navigate to={redirect} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {
      ...(username.trim() ? {} : { username: t('login.usernameRequired') }),
      ...(password ? {} : { password: t('login.passwordRequired') }),
    };
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await signIn(username.trim(), password);
      if (remember) cookies.set(COOKIE.username, username.trim(), 30);
      else cookies.remove(COOKIE.username);
      navigate(redirect, { replace: true });
    } catch {
      // The request client has shown the reason.
    } finally {
      setBusy(false);
    }
  };

  const hint = (field: Field) =>
    errors[field] ? (
      <div className="login-error" role="alert" data-testid={`login-error-${field}`}>
        {errors[field]}
      </div>
    ) : null;

  return (
    <div className="login-page">
      <div className="login-lang">
        <LangToggle />
      </div>
      <form className="login-card" onSubmit={submit} noValidate>
        <h1 className="login-title">{t('login.title')}</h1>
        <div className="login-field">
          <Input
            size="large"
            name="username"
            prefix={<UserOutlined />}
            placeholder={t('login.username')}
            autoComplete="username"
            autoFocus
            value={username}
            status={errors.username ? 'error' : ''}
            onChange={(e) => setUsername(e.target.value)}
          />
          {hint('username')}
        </div>
        <div className="login-field">
          <Input.Password
            size="large"
            name="password"
            prefix={<LockOutlined />}
            placeholder={t('login.password')}
            autoComplete="current-password"
            value={password}
            status={errors.password ? 'error' : ''}
            onChange={(e) => setPassword(e.target.value)}
            onKeyUp={(e) => setCapsLock(e.getModifierState('CapsLock'))}
          />
          {hint('password')}
          {capsLock && <div className="login-warning">{t('login.capsLock')}</div>}
        </div>
        <div className="login-field">
          <Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)}>
            {t('login.remember')}
          </Checkbox>
        </div>
        <Button type="primary" size="large" htmlType="submit" block loading={busy} data-testid="login-submit">
          {t('login.submit')}
        </Button>
      </form>
    </div>
  );
}
