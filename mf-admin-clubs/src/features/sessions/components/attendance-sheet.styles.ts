import { styled } from '@club/stack';

export const Participants = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Participant = styled.li`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  fieldset { border: 0; margin: 0; padding: 0; display: grid; grid-template-columns: minmax(10rem, 1fr) auto; gap: ${({ theme }) => theme.space.sm}; align-items: center; }
  legend { float: left; font-weight: 600; }

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    fieldset { grid-template-columns: 1fr; }
  }
`;

export const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};

  label { display: inline-flex; gap: ${({ theme }) => theme.space.xs}; align-items: center; }
`;
