import type { ReactNode } from 'react';
import { ErrorText, FieldWrapper, Hint, Label, RequiredMark } from './field.styles';

export interface FieldLabelProps {
  /** The visible label, always rendered as a <label>. */
  label: ReactNode;
  /** Adds aria-required and the visual '*' (explained by <RequiredFieldsNote>). */
  required?: boolean;
  hint?: ReactNode;
}

interface FieldFrameProps extends FieldLabelProps {
  controlId: string;
  hintId?: string;
  errorId?: string;
  errorMessage?: string;
  children: ReactNode;
}

export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: ReactNode; required?: boolean }) {
  return (
    <Label htmlFor={htmlFor}>
      {label}
      {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
    </Label>
  );
}

export function FieldMessages({ hint, hintId, errorId, errorMessage }: Pick<FieldFrameProps, 'hint' | 'hintId' | 'errorId' | 'errorMessage'>) {
  return (
    <>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {errorMessage ? <ErrorText id={errorId}>{errorMessage}</ErrorText> : null}
    </>
  );
}

/** Label above the control, then hint and error: the layout of every text-like field. */
export function FieldFrame({ controlId, label, required, children, ...messages }: FieldFrameProps) {
  return (
    <FieldWrapper>
      <FieldLabel htmlFor={controlId} label={label} required={required} />
      {children}
      <FieldMessages {...messages} />
    </FieldWrapper>
  );
}
