import { createAuthGuards } from '@club/auth';
import { getAppQueryClient } from '@club/ui';

/**
 * The guards of the guest, protected and admin layouts (spec §2, §6). The routes are built before
 * main.tsx creates the page's QueryClient, so the guards look it up at each navigation.
 */
export const authGuards = createAuthGuards({ queryClient: getAppQueryClient });
