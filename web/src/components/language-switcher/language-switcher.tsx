// Header menu to switch the interface language (Spanish by default, English also offered). The button shows at
// once; the menu's code loads after the first screen (see defer-popup.tsx).
import { ActionIcon, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguage, languages } from '../../lib/i18n/languages';
import { DeferredPopup, lazyPopup } from '../deferred-popup/defer-popup';
import { toolbarButton } from '../toolbar-button';

const LanguageMenu = lazyPopup(() => import('./language-menu').then((module) => module.LanguageMenu));

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('layout');
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : languages[0];

  return (
    <DeferredPopup
      popupType="menu"
      popup={LanguageMenu}
      current={current}
      trigger={
        // The name says what the button shows (WCAG 2.5.3, label in name): "Idioma: ES".
        <ActionIcon {...toolbarButton} aria-label={t('language.button', { code: current.toUpperCase() })}>
          {/* A span: a paragraph's spacing (a user's text-spacing style gives it 2em) pushed the code out of the button. */}
          <Text component="span" size="xs" fw={700} tt="uppercase">
            {current}
          </Text>
        </ActionIcon>
      }
    />
  );
}
