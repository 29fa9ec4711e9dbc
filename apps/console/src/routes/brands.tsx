import {
  Alert,
  Anchor,
  Button,
  Card,
  FileButton,
  Group,
  Image,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { Brand } from '@portal/domain/brands/brand-api';
import { useState } from 'react';
import { BrandForm } from '../features/brands/brand-form';
import { useBrandActions, useBrands } from '../features/brands/use-brands';

const SHOW = [
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
  { value: 'all', label: 'All' },
];

/** One brand: its logo, details, and ops' actions (edit, logo, archive or restore). */
function BrandCard({ brand, onNotice }: { brand: Brand; onNotice: (text: string) => void }) {
  const actions = useBrandActions();
  const [editing, setEditing] = useState(false);
  const archived = brand.archived_at !== null;
  const logoError = actions.logo.error && actions.logo.variables?.id === brand.id;
  return (
    <Card withBorder padding="md" component="article" aria-label={brand.name}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          {brand.logo_url ? (
            <Image src={brand.logo_url} alt={`${brand.name} logo`} w={48} h={48} fit="contain" />
          ) : (
            <Text size="xs" c="dimmed" w={48}>
              No logo
            </Text>
          )}
          <Stack gap={0}>
            <Title order={2} size="h4">
              {brand.name}
            </Title>
            <Text size="sm" c="dimmed">
              {archived ? 'Archived · ' : ''}
              {brand.staff_count} staff · {brand.campaign_count} campaigns
            </Text>
          </Stack>
        </Group>
        {editing ? (
          <BrandForm
            initial={brand}
            submitLabel="Save brand"
            pending={actions.update.isPending}
            error={actions.update.error}
            onCancel={() => setEditing(false)}
            onSubmit={(body) =>
              actions.update.mutate(
                { id: brand.id, body },
                {
                  onSuccess: () => {
                    setEditing(false);
                    onNotice(`${body.name} saved.`);
                  },
                },
              )
            }
          />
        ) : (
          <Stack gap={2}>
            {brand.website && (
              <Anchor href={brand.website} target="_blank" rel="noreferrer" size="sm">
                {brand.website}
              </Anchor>
            )}
            {brand.contact_email && <Text size="sm">{brand.contact_email}</Text>}
          </Stack>
        )}
        {logoError && (
          <Alert color="red" role="alert">
            {actions.logo.error?.message}
          </Alert>
        )}
        {!editing && (
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => setEditing(true)}>
              Edit
            </Button>
            <FileButton
              accept="image/png,image/jpeg,image/webp,image/gif"
              onChange={(file) =>
                file &&
                actions.logo.mutate(
                  { id: brand.id, file },
                  { onSuccess: () => onNotice(`${brand.name}'s logo saved.`) },
                )
              }
            >
              {(props) => (
                <Button {...props} size="xs" variant="default" loading={actions.logo.isPending}>
                  {brand.logo_url ? 'Change logo' : 'Upload logo'}
                </Button>
              )}
            </FileButton>
            <Button
              size="xs"
              variant="default"
              color={archived ? undefined : 'red'}
              onClick={() =>
                actions.archive.mutate(
                  { id: brand.id, archived: !archived },
                  {
                    onSuccess: () =>
                      onNotice(
                        archived
                          ? `${brand.name} restored.`
                          : `${brand.name} archived: creators no longer see its campaigns.`,
                      ),
                  },
                )
              }
            >
              {archived ? 'Restore' : 'Archive'}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** Brands (issue 28, ops): create, edit, logo, archive and restore. */
export function Component() {
  const [show, setShow] = useState<'active' | 'archived' | 'all'>('active');
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const brands = useBrands(show);
  const actions = useBrandActions();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={1} size="h2">
          Brands
        </Title>
        {!creating && <Button onClick={() => setCreating(true)}>New brand</Button>}
      </Group>
      <div role="status" aria-live="polite">
        {notice && <Alert color="green">{notice}</Alert>}
      </div>
      {creating && (
        <Card withBorder padding="md">
          <Title order={2} size="h4" mb="sm">
            New brand
          </Title>
          <BrandForm
            submitLabel="Create brand"
            pending={actions.create.isPending}
            error={actions.create.error}
            onCancel={() => setCreating(false)}
            onSubmit={(body) =>
              actions.create.mutate(body, {
                onSuccess: (brand) => {
                  setCreating(false);
                  setNotice(`${brand.name} created. Upload its logo and invite its admin.`);
                },
              })
            }
          />
        </Card>
      )}
      <SegmentedControl
        aria-label="Which brands"
        data={SHOW}
        value={show}
        onChange={(v) => setShow(v as typeof show)}
        w="fit-content"
      />
      {brands.error && (
        <Alert color="red" role="alert">
          {brands.error.message}
        </Alert>
      )}
      {brands.data?.items.length === 0 && <Text c="dimmed">No {show} brands.</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {brands.data?.items.map((brand) => (
          <BrandCard key={brand.id} brand={brand} onNotice={setNotice} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
