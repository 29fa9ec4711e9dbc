import { useNavigate } from 'react-router';
import { RouteErrorBoundary } from '@/components/ui/route-error-boundary';
import { paths } from '@/config/paths';
import { useCategoryList } from '@/features/setup/api/get-category-list';
import { useStoreCreatorCategories } from '@/features/setup/api/store-creator-categories';
import { useUpdateProfile } from '@/features/setup/api/update-profile';
import { InformationForm } from '@/features/setup/components/information-form';
import { useSetupContext } from './setup-context';

/** /creator/setup/information: names, e-mail and categories; Next goes to Accounts. */
export default function SetupInformationRoute() {
  const { userId, profile, selection } = useSetupContext();
  const navigate = useNavigate();
  const list = useCategoryList();
  const updateProfile = useUpdateProfile();
  const storeCategories = useStoreCreatorCategories();
  return (
    <InformationForm
      email={profile.email}
      saved={{ first_name: profile.first_name, last_name: profile.last_name }}
      list={list.data ?? []}
      listLoading={list.isPending}
      savedCategories={selection}
      onSaveNames={(names) => updateProfile.mutateAsync(names)}
      onSaveCategories={(categories) => storeCategories.mutateAsync({ userId, categories })}
      onDone={() => navigate(paths.creator.setup.accounts.getHref())}
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
