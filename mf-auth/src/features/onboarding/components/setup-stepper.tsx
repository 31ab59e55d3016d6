import type { FirstLoginStep } from '@club/contracts';
import { styled } from '@club/stack';

const STEPS = [
  { id: 'profile', label: 'Votre profil' },
  { id: 'application', label: 'Candidature' },
  { id: 'pending_review', label: 'Validation' },
] as const;

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

const Item = styled.li<{ $state: 'done' | 'current' | 'upcoming' }>`
  counter-increment: step;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ $state }) => ($state === 'current' ? 700 : 400)};
  border: 1px solid ${({ theme, $state }) => ($state === 'upcoming' ? theme.colors.border : theme.colors.primary)};
  background: ${({ theme, $state }) => ($state === 'current' ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $state }) => ($state === 'current' ? theme.colors.onPrimary : theme.colors.text)};

  &::before { content: counter(step) '. '; }
`;

const indexOf = (step: FirstLoginStep) => (step === 'complete' ? STEPS.length : STEPS.findIndex((item) => item.id === step));

/** Where the person stands in the three steps; the current one is marked for assistive tech too. */
export function SetupStepper({ step }: { step: FirstLoginStep }) {
  const current = indexOf(step);
  return (
    <nav aria-label="Étapes de l'inscription">
      <List>
        {STEPS.map((item, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
          return (
            <Item key={item.id} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
              {item.label}
              {state === 'done' ? <span> (terminée)</span> : null}
            </Item>
          );
        })}
      </List>
    </nav>
  );
}
