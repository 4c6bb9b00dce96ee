import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { App } from './app/App';
import { askAtBoot } from './app/askAtBoot';
import { installGlobalErrorHandlers } from './store/errorLog';

installGlobalErrorHandlers();
askAtBoot(window.location);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
