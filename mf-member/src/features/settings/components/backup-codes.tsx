import { styled } from '@club/stack';
import { Alert, Stack } from '@club/ui';

const Codes = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-family: ui-monospace, monospace;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** Backup codes are shown once: each works one time, when the authenticator app is not at hand. */
export function BackupCodes({ codes }: { codes: string[] }) {
  return (
    <Stack gap="sm">
      <Alert tone="warning" title="Codes de secours">
        Notez ces codes et gardez-les en lieu sûr : ils ne seront plus affichés. Chacun permet une seule connexion sans votre application.
      </Alert>
      <Codes aria-label="Codes de secours">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
    </Stack>
  );
}
