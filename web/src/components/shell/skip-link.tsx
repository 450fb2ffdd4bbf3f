// "Skip to content": the first stop of the keyboard on every screen, visible only when focused, so keyboard
// and screen-reader users jump past the top bar and the menu.
import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      {t('skipToContent')}
    </a>
  );
}
