// Browser entry: global styles, translations (set up before any app module runs), then the app.
import './theme/mantine-styles';
import './theme/focus-ring.css';
import './theme/control-edges.css';
import './theme/breadcrumbs.css';
import './theme/inline-links.css';
import './theme/selected-rows.css';
import './theme/forced-colors.css';
import './theme/whole-badges.css';
import './theme/input-ellipsis.css';
import './theme/print.css';
import './theme/reduced-motion.css';
import './lib/i18n/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startFirstNavigation } from './app/app';
import { preparePublicationDates } from './components/publication/publication-date';
import { setUpHttpClient } from './lib/auth/http-setup';
import { focusFirstInvalidOnSubmit } from './lib/focus-first-invalid';
import { i18n } from './lib/i18n/i18n';
import { titleCutTexts } from './lib/title-cut-texts';
import { whenIdle } from './lib/when-idle';
import { loadDeferredStyles } from './theme/load-deferred-styles';
import { printInLightScheme } from './theme/print-in-light-scheme';

// The root route waits for the lazy screens' styles (and the language's translations, which startFirstNavigation
// asks for); its loader only runs after the guards' session checks, so the download starts here, beside the first
// screen's code. Failures are the root route's to report (it asks again).
void loadDeferredStyles().catch(() => undefined);

// Every form: a refused submission takes the focus to its first refused field.
focusFirstInvalidOnSubmit();
// A page in the dark scheme prints in the light one.
printInLightScheme();
// A badge or a line cut with "…" shows its whole text in a tooltip.
titleCutTexts();

// Before the first request: tokens, 401 handling and the test state header live in the HTTP seam.
setUpHttpClient();
// The session checks and the guest token start now, the first screen's code a task later (behind the
// translations' request), while React renders the shell.
startFirstNavigation();

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// After the first render, while the first screen's data downloads.
whenIdle(() => preparePublicationDates(i18n.language));
