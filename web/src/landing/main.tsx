import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readAddress } from './address';
import { LandingApp } from './LandingApp';
import './page.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LandingApp address={readAddress(window.location.search)} />
  </StrictMode>,
);
