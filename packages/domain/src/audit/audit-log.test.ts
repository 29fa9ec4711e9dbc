import { describe, expect, it } from 'vitest';
import {
  AUDIT_CSV_HEADER,
  type AuditEntry,
  AuditQuerySchema,
  auditActionLabel,
  auditChange,
  auditCsvHeader,
  auditCsvRows,
} from './audit-log';

describe('auditChange', () => {
  it('keeps only the fields an edit changed, each side with its own value', () => {
    expect(
      auditChange(
        { name: 'Glow', website: 'https://a.test', logo_url: null },
        { name: 'Glow Botanics', website: 'https://a.test', logo_url: null },
      ),
    ).toEqual({ before: { name: 'Glow' }, after: { name: 'Glow Botanics' } });
  });

  it('records a creation as no before and every field after', () => {
    expect(auditChange(null, { name: 'Glow' })).toEqual({ before: null, after: { name: 'Glow' } });
  });

  it('records a removal as every field before and no after', () => {
    expect(auditChange({ role: 'reviewer' }, null)).toEqual({
      before: { role: 'reviewer' },
      after: null,
    });
  });

  it('answers null when an edit changes nothing, so nothing is recorded', () => {
    expect(auditChange({ a: 1, b: [1, 2] }, { a: 1, b: [1, 2] })).toBeNull();
    expect(auditChange(null, null)).toBeNull();
  });

  it('sees a field that appears or disappears as a change', () => {
    expect(auditChange({ a: 1 }, { a: 1, archived_at: '2026-01-01' })).toEqual({
      before: {},
      after: { archived_at: '2026-01-01' },
    });
  });

  it('compares nested values by content, and null like a missing value', () => {
    expect(auditChange({ tags: ['x'] }, { tags: ['x', 'y'] })).toEqual({
      before: { tags: ['x'] },
      after: { tags: ['x', 'y'] },
    });
    expect(auditChange({ a: null }, {})).toBeNull();
  });
});

describe('AuditQuerySchema', () => {
  it('takes the filters of the console', () => {
    const query = AuditQuerySchema.parse({
      actor_id: '4',
      brand_id: '2',
      action: 'brand.updated',
      target_type: 'brand',
      target_id: '2',
      from: '2026-01-01T00:00:00Z',
      to: '2026-02-01T00:00:00.000+01:00',
    });
    expect(query).toMatchObject({ actor_id: 4, brand_id: 2, page: 1, page_size: 50 });
  });

  it.each([
    [{ action: 'brand.deleted' }],
    [{ target_type: 'table' }],
    [{ from: 'yesterday' }],
    [{ actor_id: '2147483648' }],
    [{ target_id: "1' or 1=1" }],
    [{ page_size: '101' }],
  ])('refuses %j', (input) => {
    expect(AuditQuerySchema.safeParse(input).success).toBe(false);
  });
});

describe('auditActionLabel', () => {
  it('names known actions and passes unknown ones through', () => {
    expect(auditActionLabel('staff.invited')).toBe('Staff invited');
    expect(auditActionLabel('future.thing')).toBe('future.thing');
  });
});

describe('auditCsvRows', () => {
  const entry: AuditEntry = {
    id: 1,
    at: '2026-03-01T10:00:00.000Z',
    actor: { id: 2, email: 'ops@example.com' },
    action: 'brand.updated',
    action_label: 'Brand edited',
    target: { type: 'brand', id: '5', label: 'Glow, Inc.' },
    brand: { id: 5, name: 'Glow, Inc.' },
    before: { name: 'Glow' },
    after: { name: '=HYPERLINK("x")' },
  };

  it('writes one line per entry, before and after as JSON, quoted where needed', () => {
    expect(auditCsvRows([entry])).toBe(
      '2026-03-01T10:00:00.000Z,ops@example.com,Brand edited,brand,5,"Glow, Inc.","Glow, Inc.","{""name"":""Glow""}","{""name"":""=HYPERLINK(\\""x\\"")""}"\r\n',
    );
  });

  it('names the system as the actor of entries without one', () => {
    expect(auditCsvRows([{ ...entry, actor: null, before: null }])).toMatch(
      /^2026-03-01T10:00:00.000Z,system,Brand edited,brand,5,"Glow, Inc.","Glow, Inc.",,/,
    );
  });

  it('starts with the header', () => {
    expect(auditCsvHeader()).toBe(`${AUDIT_CSV_HEADER.join(',')}\r\n`);
  });
});
