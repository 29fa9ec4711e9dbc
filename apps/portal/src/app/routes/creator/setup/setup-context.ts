import type { CategorySelection, StoredCategory } from '@portal/domain/categories/categories';
import type { ConnectedAccount } from '@portal/domain/setup/setup';
import { useOutletContext } from 'react-router';
import type { SetupProfile } from '@/features/setup/types';

/** What the setup layout has loaded, handed to the Information and Accounts tabs. */
export interface SetupOutletContext {
  userId: string;
  profile: SetupProfile;
  storedCategories: StoredCategory[];
  complete: boolean;
  accounts: ConnectedAccount[];
  expired: string[];
  selection: CategorySelection;
}

export const useSetupContext = () => useOutletContext<SetupOutletContext>();
