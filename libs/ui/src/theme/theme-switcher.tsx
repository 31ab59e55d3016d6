import { styled } from '@club/stack';
import type { MenuIcon as IconShapes } from '@club/contracts';
import { visuallyHiddenCss } from '../components/visually-hidden';
import { monitorIcon, moonIcon, sunIcon } from '../icons/shapes';
import { StrokeIcon } from '../icons/stroke-icon';
import { useThemeMode } from './theme-mode-context';
import type { ThemeMode } from './theme-mode';

const OPTIONS: ReadonlyArray<{ mode: ThemeMode; label: string; icon: IconShapes }> = [
  { mode: 'light', label: 'Clair', icon: sunIcon },
  { mode: 'dark', label: 'Sombre', icon: moonIcon },
  { mode: 'system', label: "Automatique (suit l'appareil)", icon: monitorIcon },
];

const Group = styled.div`
  display: inline-flex;
  padding: 2px;
  gap: 2px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
`;

/** Its hover rule doubles the class: above the rules of a stored choice on <html> (theme-choice-css.ts). */
const Option = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2.25rem;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2rem;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  &&:hover:not([aria-pressed='true']) { color: ${({ theme }) => theme.colors.text}; }
`;

/** The text stays the accessible name (and the tooltip); only the icon shows: the header of a signed-in person is full. */
const Label = styled.span`
  ${visuallyHiddenCss}
`;

/** Three toggle buttons (Clair / Sombre / Automatique, shown as icons) in a group named 'Thème'. */
export function ThemeSwitcher({ className }: { className?: string }) {
  const { mode, setMode } = useThemeMode();
  return (
    <Group role="group" aria-label="Thème" className={className}>
      {OPTIONS.map(({ mode: option, label, icon }) => (
        <Option key={option} type="button" title={label} aria-pressed={mode === option} data-theme-option={option} onClick={() => setMode(option)}>
          <StrokeIcon shapes={icon} size={16} />
          <Label>{label}</Label>
        </Option>
      ))}
    </Group>
  );
}
