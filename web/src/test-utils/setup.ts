// Vitest set-up: DOM matchers, translations (Spanish) and the browser APIs Mantine expects.
import '@testing-library/jest-dom/vitest';
import '../lib/i18n/i18n';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
