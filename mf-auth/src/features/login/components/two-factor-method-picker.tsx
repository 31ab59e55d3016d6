import { styled } from '@club/stack';
import { useFormContext } from 'react-hook-form';
import type { TwoFactorMethod } from '../login-schema';

const METHOD_LABELS: Record<TwoFactorMethod, string> = {
  otp: 'Code reçu par e-mail',
  totp: "Application d'authentification",
  backup: 'Code de secours',
};

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  legend { font-weight: 600; margin-bottom: ${({ theme }) => theme.space.xs}; }
  label { display: flex; gap: ${({ theme }) => theme.space.sm}; align-items: center; }
`;

/** Radio buttons for the ways of proving the second factor that this account offers. */
export function TwoFactorMethodPicker({ methods }: { methods: readonly TwoFactorMethod[] }) {
  const { register, setValue, clearErrors } = useFormContext<{ method: TwoFactorMethod; code: string }>();
  if (methods.length < 2) return null;
  const registration = register('method', {
    onChange: () => {
      setValue('code', '');
      clearErrors();
    },
  });
  return (
    <Fieldset>
      <legend>Méthode de vérification</legend>
      {methods.map((method) => (
        <label key={method}>
          <input type="radio" value={method} {...registration} />
          {METHOD_LABELS[method]}
        </label>
      ))}
    </Fieldset>
  );
}
