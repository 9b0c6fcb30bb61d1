import { useTranslation } from '../../lib/use-translation';
import { discoveryMessage } from '#domain/job-discovery-messages';

/**
 * The server's English message (a refused source, a failed fetch, a refused search) in the user's
 * language; one the web does not know is shown as sent, which still says why.
 */
export function useServerMessage() {
  const { t } = useTranslation();
  return (message: string) => {
    const known = discoveryMessage(message);
    return known ? t(`discovery.serverMessages.${known.key}`, known.values) : message;
  };
}
