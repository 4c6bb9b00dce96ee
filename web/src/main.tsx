import './app/askFirst';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'antd/dist/antd.css';
import './styles.css';
import { App } from './app/App';
import { installGlobalErrorHandlers } from './store/errorLog';
import { themeReady } from './theme/applied';

installGlobalErrorHandlers();

void themeReady().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
