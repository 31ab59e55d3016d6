// `pnpm adr:seal`: records each ADR's digest in docs/decisions/.digests after a new ADR is written (or one of
// the newest corrected). A frozen ADR whose text changed is refused: a decision changes by a new ADR that
// supersedes it (docs/decisions/README.md).
import { fileURLToPath } from 'node:url';
import { DIGESTS_FILE, OPEN_ADRS, readDigests, sealedDigests, writeDigests } from './adr-digests';
import { readAdrs } from './adr-records';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const adrs = readAdrs(ROOT);
const { digests, refused } = sealedDigests(adrs, readDigests(ROOT));
writeDigests(ROOT, digests);
console.log(`✔ ${DIGESTS_FILE} : ${digests.size} ADR (les ${OPEN_ADRS} plus récentes restent modifiables).`);
if (refused.length > 0) {
  console.error(
    `✖ ADR figées modifiées, non rescellées :\n${refused.map((file) => `  ${file}`).join('\n')}\n` +
      '  Rétablissez leur texte (git checkout) et écrivez une nouvelle ADR qui les remplace (« Supersedes [NNN](…) »),\n' +
      "  puis ajoutez le remplacement à l'index de docs/decisions/README.md.",
  );
  process.exit(1);
}
