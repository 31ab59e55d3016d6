import { styled } from '@club/stack';
import { useId, type ReactNode } from 'react';

const Message = styled.p<{ $error?: boolean }>`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ $error }) => ($error ? 600 : 400)};
`;

/** What the control of a field takes to be described by its hint and its error. */
export interface FieldDescription {
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * A field of a kit form dialog with its hint and its own error under it (FRENCH.md §5: each error next to
 * its field). Both sit outside the <label>: they describe the control, they are not part of its name.
 */
export function DialogField({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string;
  error: string | undefined;
  children: (description: FieldDescription) => ReactNode;
}) {
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div>
      <label>
        {label}
        {children({ ...(error ? { 'aria-invalid': true } : {}), ...(describedBy ? { 'aria-describedby': describedBy } : {}) })}
      </label>
      {hint ? <Message id={hintId}>{hint}</Message> : null}
      {error ? (
        <Message id={errorId} $error>
          {error}
        </Message>
      ) : null}
    </div>
  );
}
