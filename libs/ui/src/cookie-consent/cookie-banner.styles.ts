import { keyframes, styled } from '@club/stack';
import { COOKIE_BANNER_EXIT_DELAY_MS } from './consent-cookie';

const slideIn = keyframes`from { transform: translateY(100%); opacity: 0; }`;

export const Region = styled.section`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  z-index: 900;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.md};
  animation: ${slideIn} 0.4s ease-out;
  transition:
    transform ${COOKIE_BANNER_EXIT_DELAY_MS}ms ease-in,
    opacity ${COOKIE_BANNER_EXIT_DELAY_MS}ms ease-in;

  &[data-state='leaving'] {
    transform: translateY(100%);
    opacity: 0;
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    transition: none;
  }
`;

export const Content = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
`;

export const Message = styled.p`
  flex: 1 1 28rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
