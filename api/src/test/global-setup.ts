/** Says, before and after the run, whether the PostgreSQL half of the suite ran. */
export default function setup() {
  const url = process.env.TEST_DATABASE_URL;
  const notice = url
    ? `[api] Suite PostgreSQL exécutée sur ${url.replace(/\/\/[^@/]*@/, '//***@')} (TEST_DATABASE_URL).`
    : '[api] Suite PostgreSQL NON exécutée : définissez TEST_DATABASE_URL (ex. postgres://postgres@127.0.0.1:5432/test) pour la lancer. Seule SQLite a été testée.';
  console.log(`\n${notice}\n`);
  return () => console.log(`\n${notice}\n`);
}
