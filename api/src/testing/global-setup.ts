import { testRedisUrl } from './test-redis';

/** Says, before and after the run, whether the PostgreSQL half of the suite ran. */
export default function setup() {
  const url = process.env.TEST_DATABASE_URL;
  const notice = url
    ? `[api] Suite PostgreSQL exécutée sur ${url.replace(/\/\/[^@/]*@/, '//***@')} (TEST_DATABASE_URL).`
    : '[api] Suite PostgreSQL NON exécutée : définissez TEST_DATABASE_URL (ex. postgres://postgres@127.0.0.1:5432/test) pour la lancer. Seule SQLite a été testée.';
  const redis = testRedisUrl();
  const redisNotice = redis
    ? `[api] Suites Redis (dont le test à deux instances) exécutées sur ${redis.replace(/\/\/[^@/]*@/, '//***@')}.`
    : '[api] Suites Redis et test à deux instances NON exécutés : définissez TEST_DATABASE_URL (Redis local par défaut) ou TEST_REDIS_URL.';
  console.log(`\n${notice}\n${redisNotice}\n`);
  return () => console.log(`\n${notice}\n${redisNotice}\n`);
}
