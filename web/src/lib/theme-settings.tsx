// Chosen theme, remembered in localStorage, wrapped around MantineProvider (which stores the colour scheme).
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { cssVariablesResolver, defaultThemeName, isThemeName, type ThemeName, themes } from '../theme';
import { EnhancedContrastStyles } from '../theme/enhanced-contrast-styles';
import { ControlLabels } from './control-labels';
import { readStoredChoice, storeChoice } from './stored-choice';

const themeStorageKey = 'theme';
const colorSchemeManager = localStorageColorSchemeManager({ key: 'color-scheme' });

interface ThemeSettings {
  themeName: ThemeName;
  setThemeName: (name: ThemeName) => void;
}

const ThemeSettingsContext = createContext<ThemeSettings | null>(null);

export function ThemeSettingsProvider({ children }: { children: ReactNode }) {
  const [themeName, setThemeNameState] = useState<ThemeName>(
    () => readStoredChoice(themeStorageKey, isThemeName) ?? defaultThemeName,
  );
  const settings = useMemo<ThemeSettings>(
    () => ({
      themeName,
      setThemeName: (name) => {
        storeChoice(themeStorageKey, name);
        setThemeNameState(name);
      },
    }),
    [themeName],
  );
  return (
    <ThemeSettingsContext value={settings}>
      <MantineProvider
        theme={themes[themeName]}
        cssVariablesResolver={cssVariablesResolver}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="auto"
      >
        <EnhancedContrastStyles />
        <ControlLabels>{children}</ControlLabels>
      </MantineProvider>
    </ThemeSettingsContext>
  );
}

export function useThemeSettings(): ThemeSettings {
  const settings = useContext(ThemeSettingsContext);
  if (!settings) throw new Error('useThemeSettings must be used inside ThemeSettingsProvider');
  return settings;
}
