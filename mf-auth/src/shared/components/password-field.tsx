import { styled } from '@club/stack';
import { Button } from '@club/ui';
import { TextField } from '@club/ui/forms';
import { Eye, EyeOff } from 'lucide-react';
import { useState, type ReactNode } from 'react';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};

  > :first-child { align-self: stretch; }
`;

export interface PasswordFieldProps {
  name: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  hint?: ReactNode;
  required?: boolean;
  /** The toggle's fixed name (its state is told by aria-pressed). */
  toggleLabel?: string;
}

/**
 * A password input with a show/hide toggle: a real button (aria-pressed) under the field, so it is
 * reachable by keyboard and announced, and never submits the form.
 */
export function PasswordField({ name, label, autoComplete, hint, required = true, toggleLabel = 'Afficher le mot de passe' }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Wrapper>
      <TextField
        name={name}
        label={label}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        spellCheck={false}
        autoCapitalize="none"
        hint={hint}
        required={required}
      />
      <Button variant="ghost" size="sm" aria-pressed={visible} onClick={() => setVisible(!visible)}>
        {visible ? <EyeOff size={16} aria-hidden="true" focusable="false" /> : <Eye size={16} aria-hidden="true" focusable="false" />}
        {toggleLabel}
      </Button>
    </Wrapper>
  );
}
