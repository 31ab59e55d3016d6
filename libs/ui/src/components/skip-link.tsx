import { styled } from '@club/stack';
import { visuallyHiddenCss } from './visually-hidden';

const Anchor = styled.a`
  ${visuallyHiddenCss}

  &:focus {
    position: fixed !important;
    top: ${({ theme }) => theme.space.sm};
    left: ${({ theme }) => theme.space.sm};
    z-index: 1000;
    width: auto;
    height: auto;
    margin: 0;
    clip: auto;
    clip-path: none;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-radius: ${({ theme }) => theme.radii.md};
    font-weight: 600;
  }
`;

/** First focusable element of the page; targets the <main> landmark's id. */
export function SkipLink({ targetId = 'contenu-principal' }: { targetId?: string }) {
  return <Anchor href={`#${targetId}`}>Aller au contenu principal</Anchor>;
}
