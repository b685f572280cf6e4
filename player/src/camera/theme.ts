/** Colours and shared styles of the camera console (dark, like the walls it opens over). */
export const THEME = {
  panel: '#0f1624',
  border: '#2a3a55',
  button: '#1d2a40',
  active: '#2f6fd1',
  text: '#e6edf7',
  muted: 'rgba(230,237,247,0.65)',
  danger: '#e5484d',
} as const;

export const buttonStyle = (active = false) =>
  ({
    minWidth: '40px',
    height: '36px',
    padding: '0 12px',
    border: `1px solid ${active ? THEME.active : THEME.border}`,
    borderRadius: '4px',
    background: active ? THEME.active : THEME.button,
    color: THEME.text,
    fontSize: '14px',
    cursor: 'pointer',
  }) as const;
