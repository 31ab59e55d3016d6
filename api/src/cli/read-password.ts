import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

/** Answers typed on a terminal without echo (the prompts themselves are shown), one interface for all. */
async function askHidden(questions: string[]): Promise<string[]> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (!muted) process.stdout.write(chunk);
      callback();
    },
  });
  const reader = createInterface({ input: process.stdin, output, terminal: true });
  const answers: string[] = [];
  try {
    for (const question of questions) {
      muted = false;
      answers.push(
        await new Promise<string>((resolve) => {
          reader.question(question, resolve);
          muted = true;
        }),
      );
      process.stdout.write('\n');
    }
  } finally {
    reader.close();
  }
  return answers;
}

/** The first line of a piped stdin (`printf '%s\n' "$MOT_DE_PASSE" | pnpm admin:create …`). */
async function readFirstLine(): Promise<string> {
  const reader = createInterface({ input: process.stdin, terminal: false });
  for await (const line of reader) {
    reader.close();
    return line;
  }
  return '';
}

/**
 * The new admin's password: ADMIN_PASSWORD for automation, else typed twice without echo on a terminal,
 * else the first line of stdin. Returns null when the two typed passwords differ.
 */
export async function readPassword(env: Record<string, string | undefined>): Promise<string | null> {
  if (env.ADMIN_PASSWORD) return env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) return readFirstLine();
  const [password, confirmation] = await askHidden(['Mot de passe (au moins 12 caractères, non affiché) : ', 'Confirmez le mot de passe : ']);
  return password !== undefined && password === confirmation ? password : null;
}
