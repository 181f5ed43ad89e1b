import { useSearchParams } from 'react-router';
import { profileTabFromQuery, profileTabQuery, type ProfileTab } from '@vouch/domain';

/** The private profile's tab, kept in the address (`?tab=`): each switch is a history entry, so Back returns. */
export function useProfileTab(): [ProfileTab, (tab: ProfileTab) => void] {
  const [params, setParams] = useSearchParams();
  const tab = profileTabFromQuery(params.get('tab'));
  const choose = (next: ProfileTab) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('tab', profileTabQuery(next));
      return updated;
    });
  return [tab, choose];
}
