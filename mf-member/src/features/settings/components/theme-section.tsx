import { styled } from '@club/stack';
import { Stack, useThemeMode, type ThemeMode } from '@club/ui';
import { PageSection } from '../../../shared/page';

const OPTIONS: { mode: ThemeMode; label: string }[] = [
  { mode: 'light', label: 'Clair' },
  { mode: 'dark', label: 'Sombre' },
  { mode: 'system', label: "Automatique (suit l'appareil)" },
];

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  cursor: pointer;
`;

/** The site's theme (the same store as the header's switcher, kept in this browser). */
export function ThemeSection() {
  const { mode, setMode } = useThemeMode();
  return (
    <PageSection id="apparence" title="Apparence">
      <fieldset>
        <legend>Thème du site</legend>
        <Stack gap="xs">
          {OPTIONS.map((option) => (
            <Choice key={option.mode}>
              <input type="radio" name="theme" value={option.mode} checked={mode === option.mode} onChange={() => setMode(option.mode)} />
              {option.label}
            </Choice>
          ))}
        </Stack>
      </fieldset>
    </PageSection>
  );
}
