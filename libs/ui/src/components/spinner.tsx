import { keyframes, styled } from '@club/stack';
import { VisuallyHidden } from './visually-hidden';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span.withConfig({ shouldForwardProp: (prop) => prop !== 'size' })<{ size: number }>`
  display: inline-block;
  width: ${({ size }) => size}px;
  height: ${({ size }) => size}px;
  border: ${({ size }) => Math.max(2, Math.round(size / 10))}px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s !important;
    animation-iteration-count: infinite !important;
  }
`;

/**
 * Decorative by default (the surrounding view announces the loading state); give `label` when the
 * spinner is the only sign of progress.
 */
export function Spinner({ size = 24, label }: { size?: number; label?: string }) {
  return (
    <>
      <Ring size={size} aria-hidden="true" />
      {label ? <VisuallyHidden>{label}</VisuallyHidden> : null}
    </>
  );
}
