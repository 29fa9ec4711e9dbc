import type {
  Brand,
  BrandCreateSchema,
  BrandList,
  BrandUpdateSchema,
} from '@portal/domain/brands/brand-api';
import { AppError } from '@portal/domain/errors/app-error';
import {
  assertCanManageBrands,
  assertStaff,
  type StaffActor,
} from '@portal/domain/staff/staff-roles';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { recordAudit } from '../audit/audit.recorder';
import type { LogoStore } from './brand-logo';
import type { BrandFields, BrandRow, BrandsRepository } from './brands.repository';

type BrandCreate = z.output<typeof BrandCreateSchema>;

const notFound = () => new AppError('not_found', 'The brand was not found.');

/** The fields the audit log keeps of a brand. */
const audited = (b: BrandRow) => ({
  name: b.name,
  website: b.website,
  contact_email: b.contact_email,
  logo_url: b.logo_url,
  archived: b.archived_at !== null,
});

export function presentBrand(b: BrandRow, counts = { staff: 0, campaigns: 0 }): Brand {
  return {
    id: b.id,
    name: b.name,
    logo_url: b.logo_url,
    website: b.website,
    contact_email: b.contact_email,
    archived_at: b.archived_at?.toISOString() ?? null,
    created_at: b.created_at.toISOString(),
    staff_count: counts.staff,
    campaign_count: counts.campaigns,
  };
}

/**
 * Brands (issue 28, decision 531): ops create, edit, archive and restore them and set their
 * logo; every staff user reads the brands they work for (a brand user their own, ops all).
 * Each change is one transaction with its audit entry.
 */
export function createBrandsService(deps: {
  db: Db;
  repo: BrandsRepository;
  logos: LogoStore;
  clock: () => Date;
}) {
  const { db, repo, clock } = deps;

  /** The brand the actor may read, or not_found (another brand's id reads as missing). */
  async function readable(actor: StaffActor, brandId: number, tx: DbOrTx = db) {
    assertStaff(actor);
    if (actor.type === 'brand' && actor.brandId !== brandId) throw notFound();
    const brand = await repo.find(brandId, tx);
    if (!brand) throw notFound();
    return brand;
  }

  async function withCounts(rows: BrandRow[]) {
    const counts = await repo.counts(rows.map((r) => r.id));
    return rows.map((r) => presentBrand(r, counts.get(r.id)));
  }

  /** Applies `change` to a locked brand and records it; no change, no entry. */
  async function change(
    actor: StaffActor,
    brandId: number,
    action: 'brand.updated' | 'brand.archived' | 'brand.restored',
    fields: (before: BrandRow) => Partial<BrandFields> & { archived_at?: Date | null },
  ) {
    assertCanManageBrands(actor);
    const updated = await db.transaction(async (tx) => {
      const before = await repo.findForUpdate(brandId, tx);
      if (!before) throw notFound();
      const next = fields(before);
      if (next.name !== undefined && next.name.toLowerCase() !== before.name.toLowerCase()) {
        const taken = await repo.findByName(next.name, tx);
        if (taken) throw nameTaken();
      }
      const after = await repo.update(brandId, next, clock(), tx);
      await recordAudit(tx, {
        actorId: actor.id,
        action,
        target: { type: 'brand', id: brandId, label: after.name },
        brandId,
        before: audited(before),
        after: audited(after),
      });
      return after;
    });
    return (await withCounts([updated]))[0]!;
  }

  const nameTaken = () =>
    new AppError('conflict', 'A brand with this name already exists.', {
      fields: { name: 'A brand with this name already exists.' },
    });

  return {
    /** Ops: every brand (active by default); a brand user: their own. @throws forbidden for creators. */
    async list(actor: StaffActor, show: 'active' | 'archived' | 'all'): Promise<BrandList> {
      assertStaff(actor);
      const rows =
        actor.type === 'ops' ? await repo.list(show) : await repo.list('all', actor.brandId!);
      return { items: await withCounts(rows) };
    },

    /** @throws AppError not_found (also another brand's), forbidden (creators). */
    async get(actor: StaffActor, brandId: number): Promise<Brand> {
      return (await withCounts([await readable(actor, brandId)]))[0]!;
    },

    /**
     * Makes a brand. The same create sent twice (same name, website and e-mail) answers the brand
     * the first made; another brand by that name is a conflict.
     * @throws AppError forbidden (not ops), conflict (name taken).
     */
    async create(actor: StaffActor, input: BrandCreate): Promise<Brand & { replayed: boolean }> {
      assertCanManageBrands(actor);
      const fields = {
        name: input.name,
        website: input.website ?? null,
        contact_email: input.contact_email ?? null,
      };
      const outcome = await db.transaction(async (tx) => {
        const made = await repo.insert(fields, clock(), tx);
        if (!made) return { replay: await repo.findByName(fields.name, tx) };
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'brand.created',
          target: { type: 'brand', id: made.id, label: made.name },
          brandId: made.id,
          after: audited(made),
        });
        return { made };
      });
      if (outcome.made) return { ...(await withCounts([outcome.made]))[0]!, replayed: false };
      const existing = outcome.replay!;
      const same =
        existing.name === fields.name &&
        existing.website === fields.website &&
        existing.contact_email === fields.contact_email &&
        existing.archived_at === null;
      if (!same) throw nameTaken();
      return { ...(await withCounts([existing]))[0]!, replayed: true };
    },

    /** Edits name, website, contact e-mail. @throws forbidden, not_found, conflict (name taken). */
    update(actor: StaffActor, brandId: number, input: z.output<typeof BrandUpdateSchema>) {
      return change(actor, brandId, 'brand.updated', () => ({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.website !== undefined ? { website: input.website ?? null } : {}),
        ...(input.contact_email !== undefined
          ? { contact_email: input.contact_email ?? null }
          : {}),
      }));
    },

    /** Archives the brand (again: nothing changes, nothing is recorded). @throws forbidden, not_found. */
    archive(actor: StaffActor, brandId: number) {
      return change(actor, brandId, 'brand.archived', (b) => ({
        archived_at: b.archived_at ?? clock(),
      }));
    },

    /** Restores an archived brand. @throws forbidden, not_found. */
    restore(actor: StaffActor, brandId: number) {
      return change(actor, brandId, 'brand.restored', () => ({ archived_at: null }));
    },

    /**
     * Sets the brand's logo from an uploaded image (checked, resized, stored as WebP).
     * @throws forbidden, not_found, payload_too_large, unsupported_media_type, bad_request.
     */
    async setLogo(actor: StaffActor, brandId: number, bytes: Buffer) {
      assertCanManageBrands(actor);
      if (!(await repo.find(brandId))) throw notFound();
      const logoUrl = await deps.logos.store(brandId, bytes);
      return change(actor, brandId, 'brand.updated', () => ({ logo_url: logoUrl }));
    },

    /** Whether new invites may go to the brand's campaigns (not archived). @throws not_found. */
    async assertOpen(brandId: number, tx: DbOrTx = db) {
      const brand = await repo.find(brandId, tx);
      if (!brand) throw notFound();
      if (brand.archived_at) throw new AppError('conflict', 'This brand is archived.');
      return brand;
    },
  };
}

export type BrandsService = ReturnType<typeof createBrandsService>;
