import { listMySessions } from '../../../shared/account-actions';
import { queryOptions } from '@club/stack';

export const mySessionsKey = ['me', 'sessions'] as const;

/** better-auth's list-sessions: where my account is signed in. */
export const mySessionsQueryOptions = () => queryOptions({ queryKey: mySessionsKey, queryFn: listMySessions });
