import { describe, expect, it } from 'vitest';
import {
  creatorNameFor,
  DirectoryQuerySchema,
  type DirectoryRecord,
  defaultDirection,
  directoryEntry,
  directoryName,
  directoryViewFor,
  searchesEmail,
} from './directory';

const record: DirectoryRecord = {
  id: 7,
  first_name: 'Maya',
  last_name: 'Rivera',
  email: 'maya@example.com',
  phone: '+15555550100',
  address: '1 Main St',
  handles: [{ platform: 'instagram', handle: 'maya.makes' }],
  accounts: [
    { platform: 'instagram', handle: 'maya.makes', followers: 12000, engagement_rate: 3.1 },
  ],
  categories: ['Beauty'],
  followers: 12000,
  engagement_rate: 3.1,
  country: 'US',
  city: 'Austin',
  completed_campaigns: 4,
  on_time_rate: 0.75,
  has_paypal: true,
  invited: false,
};

describe('the directory’s visibility per role', () => {
  it('ops see every creator in full, with how to reach them', () => {
    const view = directoryViewFor({ id: 1, type: 'ops' });
    expect(view).toBe('full');
    expect(directoryEntry(view, record)).toMatchObject({
      name: 'Maya Rivera',
      contact: { email: 'maya@example.com', phone: '+15555550100', address: '1 Main St' },
    });
    expect(searchesEmail(view)).toBe(true);
  });

  it('brand users see the public side only: never e-mail, phone or address', () => {
    for (const brandRole of ['admin', 'reviewer'] as const) {
      const view = directoryViewFor({ id: 2, type: 'brand', brandId: 3, brandRole });
      expect(view).toBe('public');
      const entry = directoryEntry(view, record);
      expect(entry.contact).toBeNull();
      const text = JSON.stringify(entry);
      for (const secret of ['maya@example.com', '+15555550100', '1 Main St', 'Rivera']) {
        expect(text).not.toContain(secret);
      }
      expect(entry).toMatchObject({
        name: 'Maya R.',
        handles: record.handles,
        categories: ['Beauty'],
        followers: 12000,
        engagement_rate: 3.1,
        country: 'US',
        city: 'Austin',
        completed_campaigns: 4,
        on_time_rate: 0.75,
      });
      expect(searchesEmail(view)).toBe(false);
    }
  });

  it.each([
    ['full', 'Maya', 'Rivera', 'Maya Rivera'],
    ['public', 'Maya', 'Rivera', 'Maya R.'],
    ['public', 'Maya', null, 'Maya'],
    ['public', null, 'rivera', 'R.'],
    ['public', ' ', null, null],
    ['full', null, null, null],
  ] as const)('directoryName(%s, %s, %s) → %s', (view, first, last, name) => {
    expect(directoryName(view, first, last)).toBe(name);
  });

  it('names a creator the same way on every console screen: ops in full, any brand user short', () => {
    expect(creatorNameFor({ type: 'ops', id: 1 }, 'Maya', 'Rivera')).toBe('Maya Rivera');
    expect(creatorNameFor({ type: 'brand', id: 2, brandId: 3 }, 'Maya', 'Rivera')).toBe('Maya R.');
    expect(
      creatorNameFor({ type: 'brand', id: 2, brandId: 3, brandRole: 'admin' }, 'Maya', undefined),
    ).toBe('Maya');
  });
});

describe('DirectoryQuerySchema', () => {
  it('reads filters from the query string', () => {
    expect(
      DirectoryQuerySchema.parse({
        q: ' maya ',
        category_id: '3',
        platform: 'tiktok',
        followers_min: '1000',
        country: 'us',
        has_paypal: 'true',
        completed_min: '2',
        sort: 'followers',
      }),
    ).toMatchObject({
      q: 'maya',
      category_id: 3,
      platform: 'tiktok',
      followers_min: 1000,
      country: 'US',
      has_paypal: true,
      completed_min: 2,
      sort: 'followers',
      page: 1,
      page_size: 25,
    });
  });

  it('refuses ids and counts outside the database’s range and bad countries', () => {
    for (const bad of [{ category_id: '2147483648' }, { country: 'USA' }, { page_size: '101' }]) {
      expect(DirectoryQuerySchema.safeParse(bad).success).toBe(false);
    }
  });

  it('names sort A→Z and figures largest first by default', () => {
    expect(defaultDirection('name')).toBe('asc');
    expect(defaultDirection('followers')).toBe('desc');
  });
});
