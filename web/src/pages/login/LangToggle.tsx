import { Button } from 'antd';
import { changeLanguage, LANGUAGES } from '../../layout/language';
import { useStore } from '../../store/createStore';
import { settingsStore } from '../../store/settings';

/** The sign-in page's language switch: two plain buttons, lighter than the top bar's menu. */
export function LangToggle() {
  const language = useStore(settingsStore, (s) => s.language);
  return (
    <span data-testid="login-lang">
      {LANGUAGES.map(({ key, label }) => (
        <Button key={key} type="link" disabled={key === language} onClick={() => changeLanguage(key)}>
          {label}
        </Button>
      ))}
    </span>
  );
}
