import { config } from 'zod';
import { fr } from 'zod/locales';

// The contracts give French messages for the rules they name; zod's own defaults (a body that is an array,
// a wrong type deep inside, an unknown key) were English. Process-wide: every parse on the server says it in French.
config(fr());
