// Browser entry: global styles, translations, then the app.
import './theme/mantine-styles';
import './lib/i18n/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { setUpHttpClient } from './lib/auth/http-setup';

// Before the first request: tokens, 401 handling and the test state header live in the HTTP seam.
setUpHttpClient();

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
