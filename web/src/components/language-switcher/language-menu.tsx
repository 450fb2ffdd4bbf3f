// The language switcher's menu: one entry per offered language, the current one marked.
import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Language, languages } from '../../lib/i18n/languages';
import { type PopupProps, useDeferredPopupState } from '../deferred-popup/defer-popup';

interface LanguageMenuProps extends PopupProps {
  current: Language;
}

export function LanguageMenu({ trigger, defaultOpened, current }: LanguageMenuProps) {
  const { t, i18n } = useTranslation('layout');
  const popupState = useDeferredPopupState(defaultOpened);
  return (
    <Menu position="bottom-end" withArrow {...popupState.root}>
      <Menu.Target>{popupState.target(trigger)}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {languages.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            aria-current={language === current ? 'true' : undefined}
            fw={language === current ? 700 : undefined}
            onClick={() => void i18n.changeLanguage(language)}
          >
            {t(`language.names.${language}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
