import { styled } from '@club/stack';

/** The centred column every feedback view uses, so loading → error → content does not jump around. */
export const FeedbackLayout = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 12rem;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  text-align: center;

  > svg { color: ${({ theme }) => theme.colors.textMuted}; }
`;

export const FeedbackMessage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 40rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
