import type { CreatedPublishToken } from '@club/contracts';
import { styled, toast } from '@club/stack';
import { Button, Cluster, Stack, Text } from '@club/ui';
import { formatShortDate } from '@club/ui/dates';
import { compactControlCss } from '@club/ui/forms';
import { MessageDialog } from '@club/ui-admin';
import { useId } from 'react';
import { publishCommand, quoted } from '../token-text';

const Secret = styled.input`
  ${compactControlCss}
  width: 100%;
  font-family: ui-monospace, monospace;
`;

const Command = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** Copies `text`; without a clipboard (a page served over plain http) the admin selects and copies by hand. */
async function copy(text: string, done: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
  } catch {
    toast.error('Copie impossible ici\u00a0: sélectionnez le texte et copiez-le vous-même.');
  }
}

/**
 * The secret of a new token, shown this once (the API keeps only its hash), with the command a team runs to
 * publish with it from its own clone, against this site.
 */
export function TokenSecretDialog({ created, onClose }: { created: CreatedPublishToken; onClose: () => void }) {
  const secretId = useId();
  const { token, secret } = created;
  const command = publishCommand(secret, token.remote, window.location.origin);
  return (
    <MessageDialog title={`Jeton ${quoted(token.name)} créé`} closeLabel="J'ai copié le jeton" onClose={onClose}>
      <Stack gap="sm">
        <Text weight={600}>{'Copiez ce jeton maintenant\u00a0: il ne sera plus jamais affiché.'}</Text>
        <Text>
          Il permet de publier {token.remote}, et seulement ce remote,{' '}
          {token.expiresAt ? `jusqu'au ${formatShortDate(token.expiresAt)} inclus` : "jusqu'à sa révocation"}. Donnez-le à l'équipe par un canal sûr, ou
          enregistrez-le dans les secrets de sa CI.
        </Text>
        <label htmlFor={secretId}>Jeton</label>
        <Secret id={secretId} readOnly value={secret} onFocus={(event) => event.currentTarget.select()} />
        <Cluster>
          <Button size="sm" onClick={() => void copy(secret, 'Jeton copié.')}>
            Copier le jeton
          </Button>
        </Cluster>
        <Text>{'Pour publier depuis un clone du projet\u00a0:'}</Text>
        <Command>
          <code>{command}</code>
        </Command>
        <Cluster>
          <Button size="sm" variant="secondary" onClick={() => void copy(command, 'Commande copiée.')}>
            Copier la commande
          </Button>
        </Cluster>
      </Stack>
    </MessageDialog>
  );
}
