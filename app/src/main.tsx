// First: configures zod before any schema is built (see the module's comment).
import './cspSafeZod';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadSession } from './features/auth';
import { initThemeMode } from './features/theme';
import { showDatesIn } from '@city/design-system';
import { CITY } from './cityOfPage';
import { App } from './shell/App';
import './shell/reactAriaPressable.css';

// docs/accounts.md#site-frame: the theme class is on <html> before the first render, so nothing flashes.
initThemeMode();
// docs/operations.md#the-city-of-a-page: every date the design system shows is in the server's zone.
showDatesIn(CITY.timeZone);
preloadSession();

const container = document.getElementById('root');
if (!container) throw new Error('В index.html нет элемента #root');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
