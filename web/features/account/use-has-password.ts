import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../lib/auth-provider';
import { authClient } from '../../lib/auth-client';

/**
 * Whether the signed-in user can sign in with a password (an email account) rather than only through
 * a social provider: deletion asks the first for the password and the second for a fresh sign-in.
 * Until the answer arrives, or if it fails, we assume a password: the server still decides, and a
 * social account simply has its password ignored.
 */
export function useHasPassword(): boolean {
  const { user } = useAuth();
  const { data } = useQuery({
    queryKey: ['auth', 'accounts', user?.id],
    queryFn: async () => {
      const { data: accounts, error } = await authClient.listAccounts();
      if (error) throw new Error(error.message ?? 'Could not list sign-in methods');
      return accounts;
    },
    enabled: Boolean(user),
    staleTime: 60_000,
  });
  return data ? data.some((account) => account.providerId === 'credential') : true;
}
