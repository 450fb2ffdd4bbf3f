// Header menu to switch the interface language (Spanish by default, English also offered).
import { ActionIcon, Menu, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguage, languages } from '../../lib/i18n/languages';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('layout');
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : languages[0];

  return (
    <Menu position="bottom-end" withArrow>
      <Menu.Target>
        {/* The name says what the button shows (WCAG 2.5.3, label in name): "Idioma: ES". */}
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('language.button', { code: current.toUpperCase() })}
        >
          <Text size="xs" fw={700} tt="uppercase">
            {current}
          </Text>
        </ActionIcon>
      </Menu.Target>
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
