// The look of every button of the top bar's toolbar (panels, language, fullscreen, appearance, team chat), and of
// the room kept for the panels still on their way (shell-toolbar.tsx): one size, so the room fits the buttons.
export const toolbarButton = { variant: 'subtle', color: 'gray', size: 'lg' } as const;
